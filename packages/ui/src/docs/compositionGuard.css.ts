// docs/stack.md trap 3: a reported vanilla-extract v5 + Storybook bug drops classes that a style in
// one file composes from a recipe or style in another file, in `storybook build` only. These
// styles compose across files on purpose; the Composition guard story renders them next to
// their sources, and its visual baseline (taken from the built Storybook) fails if the build
// ever drops a composed class.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { button } from '../components/Button/Button.css.ts';
import { text, textBase } from '../components/Text/Text.css.ts';

const b = button.classNames;

/** A plain style composing the Button recipe's classes (brand solid md) from Button.css.ts. */
export const composedButton = style([
  b.base,
  b.variants.tone.brand,
  b.variants.variant.solid,
  b.variants.size.md,
  { minWidth: '11rem' },
]);

/** A recipe in this file whose base and variants are the Button recipe's classes. */
export const composedButtonRecipe = recipe({
  base: [b.base, b.variants.size.md, { minWidth: '11rem' }],
  variants: {
    tone: { brand: b.variants.tone.brand, critical: b.variants.tone.critical },
    variant: { solid: b.variants.variant.solid, outline: b.variants.variant.outline },
  },
  defaultVariants: { tone: 'brand', variant: 'solid' },
});

/** `style([otherFileStyle, {...}])`: Text.css.ts's base style plus recipe variant classes. */
export const composedText = style([
  textBase,
  text.classNames.variants.size.lg,
  text.classNames.variants.tone.brand,
  { fontWeight: 600 },
]);
