import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

const hover = '&[data-interactive]:hover';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
    textAlign: 'start',
    textDecoration: 'none',
    border: '1px solid transparent',
    transition: [
      `box-shadow ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      `border-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    ].join(', '),
    selectors: {
      '&[data-interactive]': { cursor: 'pointer' },
      [hover]: {
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.lg,
        transform: 'translateY(-2px)',
      },
      '&[data-interactive]:active': { transform: 'translateY(0)' },
      // Selection is drawn with an inset ring as well as the border, so it is not colour alone
      // (a thicker edge) and does not shift the layout.
      '&[data-selected]': {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
        background: vars.color.brandSoft,
      },
      // Keeps the brand edge: the interactive hover above would turn it grey.
      '&[data-selected]:hover': {
        borderColor: vars.color.brand,
        boxShadow: `inset 0 0 0 1px ${vars.color.brand}, ${vars.shadow.lg}`,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { [hover]: { transform: 'none' } },
      },
    },
  },
  variants: {
    variant: {
      outline: { background: vars.color.surface, borderColor: vars.color.border },
      elevated: {
        background: vars.color.surfaceRaised,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.md,
      },
      soft: { background: vars.color.surfaceSunken },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg, '@media': { [media.small]: { padding: vars.space.md } } },
      lg: { padding: vars.space.xl, '@media': { [media.small]: { padding: vars.space.lg } } },
    },
    radius: {
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      xl: { borderRadius: vars.radius.xl },
    },
  },
  defaultVariants: { variant: 'outline', padding: 'md', radius: 'lg' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const headerText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const footer = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.sm,
    marginTop: 'auto',
  },
  variants: {
    justify: {
      start: { justifyContent: 'flex-start' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    divider: {
      true: { paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}` },
      false: {},
    },
  },
  defaultVariants: { justify: 'end', divider: false },
});
