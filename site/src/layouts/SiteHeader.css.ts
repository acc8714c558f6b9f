import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { whereScriptsDoNotRun } from '../app/scripting.ts';

/**
 * Holds the navigation bar: sticky at the top of the viewport once the sales banner has
 * scrolled away. Its height stays at the full bar height, so the bar shrinking inside it
 * never moves the page; the strip it leaves is see-through and lets clicks pass.
 */
export const navSlot = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navHeight,
  pointerEvents: 'none',
});

export const navBar = style({
  pointerEvents: 'auto',
});

export const bannerLink = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

/** The dot between the number and the e-mail: only where the e-mail shows in words. */
export const bannerSeparator = style({
  '@media': { [media.small]: { display: 'none' } },
});

/**
 * The e-mail link. On a phone (≤480 px) it keeps its address as its name but shows an envelope
 * in the line beside the number: a 2rem square, a comfortable tap target that the line's
 * height already has room for.
 */
export const bannerMail = style({
  '@media': {
    [media.small]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '2rem',
      height: '2rem',
      marginBlock: '-0.5rem',
      marginInlineStart: vars.space.xs,
      verticalAlign: 'middle',
      borderRadius: vars.radius.md,
      selectors: { '&:hover': { background: vars.color.brandSoftHover } },
    },
  },
});

/** The envelope: a phone's only. */
export const bannerMailIcon = style({
  display: 'none',
  '@media': { [media.small]: { display: 'block' } },
});

/** The address in words: read out everywhere, shown wider than a phone. */
export const bannerMailText = style({
  '@media': {
    [media.small]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  letterSpacing: '-0.01em',
});

export const brandMark = style({
  flexShrink: 0,
  color: vars.color.brand,
});

export const brandStripe = style({
  stroke: vars.color.onBrand,
});

export const brandName = style({
  '@media': {
    // The wordmark gives way to the badge and buttons on the smallest phones; the mark keeps
    // the link named through its aria-label.
    [media.small]: { display: 'none' },
  },
});

export const abn = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
});

/**
 * The account buttons. Until a user is known they keep one width, right-aligned: 'Loading...'
 * twice (275 px) and 'Sign In' + 'Create Account' (249 px) then take the same room, so the
 * links beside them do not move when the session check answers (no layout shift).
 */
/**
 * The theme controls (the bar's toggle, the panel's switch): where the page's code does not run
 * they could neither turn nor show the scheme the page is in (it follows the device's, which
 * the server cannot know), so they are not shown.
 */
export const needsScript = style(whereScriptsDoNotRun({ display: 'none' }));

/**
 * The session check's 'Loading...' pair: with scripting off nothing would end the wait, and the
 * slot's <noscript> links to the sign-in pages show instead. `display: contents` keeps the
 * slot's own flex layout for the pair.
 */
export const whileScripted = style({
  display: 'contents',
  ...whereScriptsDoNotRun({ display: 'none' }),
});

/**
 * The <noscript> links: laid out by the slot's flex, as the buttons they stand in for, where
 * scripting is off. Where it is on, a noscript's content is raw text that must stay hidden
 * (the browser's own `display: none`, which a `display` here would otherwise override).
 */
export const noScriptLinks = style({
  display: 'none',
  '@media': { '(scripting: none)': { display: 'contents' } },
});

export const accountSlot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  selectors: { '&[data-reserve]': { minWidth: '17.5rem' } },
});
