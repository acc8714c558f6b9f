import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: '28rem',
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { gap: vars.space.xs, paddingBlock: vars.space.lg, paddingInline: vars.space.md },
      md: { gap: vars.space.sm, paddingBlock: vars.space.xxl, paddingInline: vars.space.lg },
    },
    bordered: {
      true: {
        maxWidth: 'none',
        border: `1px dashed ${vars.color.borderStrong}`,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', bordered: false },
});

export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandText,
    marginBottom: vars.space.xs,
  },
  variants: {
    size: {
      sm: { width: '2.5rem', height: '2.5rem' },
      md: { width: '3.5rem', height: '3.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  },
  variants: {
    size: { sm: { fontSize: vars.fontSize.md }, md: { fontSize: vars.fontSize.xl } },
  },
  defaultVariants: { size: 'md' },
});

export const description = style({
  margin: 0,
  maxWidth: '28rem',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
