import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    // The soft brand pair meets AA in both themes, so initials stay readable.
    background: vars.color.brandSoft,
    color: vars.color.brandText,
    // A hairline keeps the pale initials disc visible on pale pages; a photo covers it.
    boxShadow: `inset 0 0 0 1px ${vars.color.brandSoftHover}`,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '36px', height: '36px', fontSize: vars.fontSize.sm },
      lg: { width: '64px', height: '64px', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 'inherit',
});

export const fallback = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  // The initials are a picture of the person, not a label. As real text inside a named
  // button ('Profile' holding 'ME') they would fail WCAG 2.5.3 label-in-name checks, and the
  // avatar is already named as a whole (role="img" + aria-label), so they are drawn here.
  selectors: { '&::before': { content: 'attr(data-initials)' } },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
