import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

// The tone fills local variables; the placement decides how to use them.
const soft = createVar();
const softBorder = createVar();
const toneText = createVar();

const toneVars = (t: 'info' | 'critical' | 'positive' | 'brand') => ({
  vars: {
    [soft]: vars.color[`${t}Soft`],
    [softBorder]: vars.color[`${t}SoftHover`],
    [toneText]: vars.color[`${t}Text`],
  },
});

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: toneVars('info'),
      critical: toneVars('critical'),
      positive: toneVars('positive'),
      brand: toneVars('brand'),
    },
    placement: {
      inline: {
        padding: vars.space.sm,
        paddingInlineStart: vars.space.md,
        background: soft,
        border: `1px solid ${softBorder}`,
        borderRadius: vars.radius.md,
      },
      top: {
        position: 'relative',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'center',
        rowGap: vars.space.xs,
        width: '100%',
        minHeight: vars.size.controlLg,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        background: soft,
        borderBottom: `1px solid ${softBorder}`,
        selectors: {
          // Room for the close button, which sits at the far end of the strip.
          '&[data-dismissible]': {
            paddingInlineEnd: `calc(${vars.size.controlSm} + ${vars.space.sm})`,
          },
        },
        '@media': {
          [media.small]: {
            justifyContent: 'flex-start',
            selectors: {
              // One line: the message takes what the action leaves.
              '&[data-single-line]': { flexWrap: 'nowrap', columnGap: vars.space.xs },
            },
          },
        },
      },
      floating: {
        position: 'fixed',
        insetBlockEnd: vars.space.md,
        insetInlineStart: vars.space.md,
        zIndex: vars.zIndex.nav,
        alignItems: 'center',
        width: 'max-content',
        maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
        padding: vars.space.xs,
        paddingInlineStart: vars.space.sm,
        background: vars.color.surfaceRaised,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
        boxShadow: vars.shadow.lg,
      },
    },
  },
  defaultVariants: { tone: 'info', placement: 'inline' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    color: toneText,
  },
  variants: {
    placement: {
      // Nudged to sit on the first line of text.
      inline: { marginTop: '0.125rem' },
      top: {},
      floating: {
        width: '2.25rem',
        height: '2.25rem',
        borderRadius: vars.radius.full,
        background: soft,
      },
    },
  },
});

export const content = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    minWidth: 0,
  },
  variants: {
    placement: {
      inline: { flex: 1, flexDirection: 'column', alignItems: 'stretch', marginBlock: '0.125rem' },
      top: {
        justifyContent: 'center',
        // Small screens: the message takes the first line beside the icon, the action wraps
        // under it; on one line (`singleLine`) the message takes what the action leaves.
        '@media': {
          [media.small]: {
            justifyContent: 'flex-start',
            flexBasis: 'calc(100% - 2rem)',
            selectors: {
              '[data-single-line] > &': {
                flex: '1 1 auto',
                flexWrap: 'nowrap',
                columnGap: vars.space.xs,
                minWidth: 0,
              },
            },
          },
        },
      },
      floating: { flexDirection: 'column', rowGap: 0, lineHeight: vars.lineHeight.snug },
    },
  },
});

export const title = style({ fontWeight: vars.fontWeight.semibold, color: toneText });

// 'anywhere', not 'break-word': it also lowers the min-content width, so a long e-mail address
// wraps inside a flex row instead of pushing the banner wider than a phone's screen.
export const message = style({ color: vars.color.text, overflowWrap: 'anywhere', minWidth: 0 });

export const action = recipe({
  base: { display: 'flex', flexShrink: 0, alignItems: 'center', gap: vars.space.xs },
  variants: {
    placement: {
      inline: {},
      // Lined up under the message text (icon 18 px + gap) when it wraps on small screens.
      top: {
        '@media': {
          [media.small]: {
            marginInlineStart: `calc(18px + ${vars.space.sm})`,
            selectors: { '[data-single-line] > &': { marginInlineStart: 0 } },
          },
        },
      },
      floating: {},
    },
  },
});

export const dismiss = recipe({
  base: { flexShrink: 0, color: vars.color.textMuted },
  variants: {
    placement: {
      // Pulled into the padding so it does not make the banner taller.
      inline: { marginBlock: `calc(-1 * ${vars.space.xxs})` },
      top: {
        position: 'absolute',
        insetInlineEnd: vars.space.xs,
        top: '50%',
        transform: 'translateY(-50%)',
        '@media': { [media.small]: { top: vars.space.xs, transform: 'none' } },
      },
      floating: {},
    },
  },
});
