import { clsx } from 'clsx';
import type { ComponentPropsWithRef, JSX } from 'react';
import * as styles from './Box.css.ts';

/** The space scale (theme `vars.space`), shared by every layout primitive. */
export const boxSpaces = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export const boxBackgrounds = ['background', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
export const boxRadii = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const;
export const boxBorders = ['none', 'default', 'strong'] as const;
export const boxShadows = ['sm', 'md', 'lg', 'overlay'] as const;

export type Space = (typeof boxSpaces)[number];
export type BoxBackground = (typeof boxBackgrounds)[number];
export type BoxRadius = (typeof boxRadii)[number];
export type BoxBorder = (typeof boxBorders)[number];
export type BoxShadow = (typeof boxShadows)[number];

/** Any HTML element name. */
export type IntrinsicElement = keyof JSX.IntrinsicElements;

/** Own props plus every prop of the chosen element (`href` for `a`, `htmlFor` for `label`…). */
export type PolymorphicProps<E extends IntrinsicElement, Own> = Own & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof Own | 'as'
  >;

export interface BoxOwnProps {
  /** Padding on all sides, from the space scale. */
  padding?: Space;
  /** Inline (left/right) padding; wins over `padding` on those sides. */
  paddingX?: Space;
  /** Block (top/bottom) padding; wins over `padding` on those sides. */
  paddingY?: Space;
  /** A themed surface; also sets the text colour so content stays readable on it. */
  background?: BoxBackground;
  /** Corner radius from the theme. */
  radius?: BoxRadius;
  /** A 1 px border in the theme's border colour (`default`) or its stronger variant. */
  border?: BoxBorder;
  /** Elevation from the theme (`overlay` is for floating layers). */
  shadow?: BoxShadow;
}

export type BoxProps<E extends IntrinsicElement = 'div'> = PolymorphicProps<E, BoxOwnProps>;

/**
 * The lowest-level layout block: any element (`as`, default `div`) with padding, surface,
 * radius, border and shadow from the theme tokens, so page code never needs raw values.
 */
export function Box<E extends IntrinsicElement = 'div'>({
  as,
  padding,
  paddingX,
  paddingY,
  background,
  radius,
  border,
  shadow,
  className,
  ...rest
}: BoxProps<E>) {
  const Component = (as ?? 'div') as IntrinsicElement;
  const classes = clsx(
    styles.base,
    padding && styles.padding[padding],
    paddingX && styles.paddingX[paddingX],
    paddingY && styles.paddingY[paddingY],
    background && styles.background[background],
    radius && styles.radius[radius],
    border && styles.border[border],
    shadow && styles.shadow[shadow],
    className,
  );
  return <Component className={classes} {...(rest as Record<string, unknown>)} />;
}
