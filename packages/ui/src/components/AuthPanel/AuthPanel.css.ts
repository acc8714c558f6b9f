import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    placement: {
      page: {
        gap: vars.space.lg,
        maxWidth: '440px',
        marginInline: 'auto',
        padding: vars.space.xl,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        boxShadow: vars.shadow.md,
        '@media': {
          // On phones and tablets the card takes the whole column: 440 px plus the page's own
          // margins would leave a sliver of background on either side and cramp the fields.
          [media.mobile]: { maxWidth: 'none', padding: vars.space.lg },
          // A visible edge in Windows High Contrast, where the shadow disappears.
          '(forced-colors: active)': { border: '1px solid CanvasText' },
        },
      },
      // The Popup draws the surface, border and padding; a second frame inside it would show.
      popup: { gap: vars.space.md },
    },
  },
  defaultVariants: { placement: 'page' },
});

export const header = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    minWidth: 0,
  },
  variants: {
    placement: {
      page: { gap: vars.space.xs },
      popup: { gap: vars.space.xxs },
    },
  },
  defaultVariants: { placement: 'page' },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandText,
  },
  variants: {
    placement: {
      page: {
        width: vars.size.controlLg,
        height: vars.size.controlLg,
        marginBottom: vars.space.xs,
      },
      popup: {
        width: vars.size.controlMd,
        height: vars.size.controlMd,
        marginBottom: vars.space.xxs,
      },
    },
  },
  defaultVariants: { placement: 'page' },
});

export const description = recipe({
  base: {
    margin: 0,
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.normal,
    overflowWrap: 'break-word',
  },
  variants: {
    placement: {
      page: { fontSize: vars.fontSize.md },
      popup: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { placement: 'page' },
});

export const body = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    placement: {
      page: { gap: vars.space.md },
      popup: { gap: vars.space.sm },
    },
  },
  defaultVariants: { placement: 'page' },
});

export const footer = recipe({
  base: {
    margin: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    textAlign: 'center',
    overflowWrap: 'break-word',
  },
  variants: {
    placement: {
      // A rule sets the way out ("Don't have an account?") apart from the form's own actions.
      page: { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` },
      popup: { paddingTop: vars.space.sm, borderTop: `1px solid ${vars.color.border}` },
    },
  },
  defaultVariants: { placement: 'page' },
});
