import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const list = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xxs,
    minWidth: 0,
    // Many tabs on a narrow screen scroll sideways instead of wrapping into a second row.
    overflowX: 'auto',
    scrollbarWidth: 'none',
  },
  variants: {
    variant: {
      underline: {
        // An inset shadow, not a border: the active tab's indicator then sits on the line
        // instead of above it.
        boxShadow: `inset 0 -1px 0 ${vars.color.border}`,
      },
      pill: {
        alignSelf: 'flex-start',
        maxWidth: '100%',
        padding: vars.space.xxs,
        background: vars.color.surfaceSunken,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
      },
    },
    block: {
      true: {},
      false: {},
    },
  },
  compoundVariants: [
    { variants: { variant: 'pill', block: true }, style: { alignSelf: 'stretch' } },
  ],
  defaultVariants: { variant: 'underline', block: false },
});

const hover = '&:hover:not([data-disabled])';

export const trigger = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    flexShrink: 0,
    border: 0,
    background: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    color: vars.color.textMuted,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      // The focus ring sits inside: the list scrolls, and an outside ring would be clipped.
      '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focus.width})` },
    },
  },
  variants: {
    variant: {
      underline: {
        paddingInline: vars.space.md,
        borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
        selectors: {
          [hover]: { color: vars.color.text, background: vars.color.neutralSoft },
          '&[data-state="active"]': {
            color: vars.color.brandText,
            fontWeight: vars.fontWeight.semibold,
          },
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInline: vars.space.xs,
            bottom: 0,
            height: '2px',
            borderRadius: '2px 2px 0 0',
            background: 'transparent',
            transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
          },
          '&[data-state="active"]::after': { background: vars.color.brand },
        },
      },
      pill: {
        paddingInline: vars.space.md,
        borderRadius: vars.radius.full,
        selectors: {
          [hover]: { color: vars.color.text, background: vars.color.neutralSoft },
          '&[data-state="active"], &[data-state="active"]:hover': {
            color: vars.color.text,
            background: vars.color.surfaceRaised,
            boxShadow: vars.shadow.sm,
            fontWeight: vars.fontWeight.semibold,
          },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, fontSize: vars.fontSize.md },
    },
    block: {
      true: { flex: '1 0 auto' },
      false: {},
    },
  },
  defaultVariants: { variant: 'underline', size: 'md', block: false },
});

export const content = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outlineOffset: vars.focus.offset } },
});
