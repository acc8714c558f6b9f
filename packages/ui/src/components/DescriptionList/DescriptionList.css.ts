import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const row = recipe({
  base: {
    minWidth: 0,
    paddingBlock: vars.space.sm,
    selectors: {
      // A hairline between pairs, not around them: the list sits inside the page's own card.
      '& + &': { borderTop: `1px solid ${vars.color.border}` },
      '&:first-child': { paddingTop: 0 },
      '&:last-child': { paddingBottom: 0 },
    },
  },
  variants: {
    layout: {
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
      inline: {
        display: 'grid',
        // The term gets a fair share but no more; the detail keeps the rest and wraps inside it.
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        alignItems: 'baseline',
        columnGap: vars.space.md,
        '@media': {
          [media.mobile]: {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            gap: vars.space.xxs,
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'stacked' },
});

export const term = recipe({
  base: {
    minWidth: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    overflowWrap: 'anywhere',
  },
  variants: { layout: { stacked: {}, inline: {} } },
});

export const detail = recipe({
  base: {
    minWidth: 0,
    margin: 0,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    // 'anywhere' (not 'break-word') also lets the grid column shrink below the longest
    // unbroken word, so a long e-mail wraps at 375 px instead of pushing the page wider.
    overflowWrap: 'anywhere',
  },
  variants: {
    layout: {
      stacked: {},
      inline: {
        textAlign: 'end',
        '@media': { [media.mobile]: { textAlign: 'start' } },
      },
    },
  },
});
