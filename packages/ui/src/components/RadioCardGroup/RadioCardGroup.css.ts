import { createVar, style } from '@vanilla-extract/css';
import { invisibleCover } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const columns = createVar();
export const columnsMobile = createVar();

/**
 * The narrowest a card gets: its title's words and its radio side by side. A group in a narrow
 * column (a form beside another, a sidebar) drops columns rather than squeeze its cards.
 */
const minCardWidth = '10rem';

/**
 * Up to `count` equal columns, each at least `minCardWidth`: as many as the group's own width
 * holds, whatever the viewport.
 */
const upTo = (count: string) =>
  `repeat(auto-fill, minmax(max(${minCardWidth}, calc((100% - (${count} - 1) * ${vars.space.sm}) / ${count})), 1fr))`;

export const grid = style({
  display: 'grid',
  gridTemplateColumns: upTo(columns),
  gap: vars.space.sm,
  '@media': {
    [media.mobile]: { gridTemplateColumns: upTo(columnsMobile) },
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

const indicatorSize = '20px';

export const card = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  // Flex: cards stretched to the row's height keep their content at the top.
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  padding: vars.space.md,
  // The card's own width decides its layout (a row when roomy, a column when narrow), so the
  // same options work in 1 to 4 columns and on phones without a prop per layout.
  containerType: 'inline-size',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': {
      borderColor: vars.color.brand,
    },
    // Selected: a 2 px brand edge (border + inset shadow keeps the layout from shifting).
    '&[data-state="checked"]': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
      background: vars.color.brandSoft,
    },
    [`${grid}[data-invalid] &`]: { borderColor: vars.color.critical },
    // The card is the <label> of a visually hidden radio: it shows the radio's keyboard focus.
    '&:has(:focus-visible)': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

/**
 * The card's native radio, invisible over the whole card: a click anywhere on the card is a
 * click on the radio itself (for people and for test tools alike), and it keeps the browser's
 * keyboard behaviour and form submission. The card draws its state and focus ring.
 */
export const input = style([invisibleCover, { cursor: 'inherit', zIndex: 1 }]);

const narrow = '(max-width: 220px)';

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': {
    [narrow]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  selectors: {
    [`${card}[data-state="checked"] &`]: {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});

export const text = style({
  display: 'flex',
  flex: 1,
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  '@container': {
    // Narrow and first (no icon): keep the title clear of the corner radio.
    [narrow]: {
      selectors: {
        '&:first-child': { paddingInlineEnd: `calc(${indicatorSize} + ${vars.space.xs})` },
      },
    },
  },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  // break-word, not anywhere: words stay whole unless one alone is wider than the card.
  overflowWrap: 'break-word',
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'break-word',
});

export const radio = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignSelf: 'center',
  alignItems: 'center',
  justifyContent: 'center',
  width: indicatorSize,
  height: indicatorSize,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  selectors: {
    [`${card}[data-state="checked"] &`]: {
      borderColor: vars.color.brand,
      background: vars.color.brand,
    },
  },
  '@container': {
    [narrow]: { position: 'absolute', top: vars.space.md, insetInlineEnd: vars.space.md },
  },
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.onBrand,
});
