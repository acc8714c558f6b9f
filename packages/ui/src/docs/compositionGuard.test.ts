import { button } from '../components/Button/Button.css.ts';
import { text, textBase } from '../components/Text/Text.css.ts';
import { composedButton, composedButtonRecipe, composedText } from './compositionGuard.css.ts';

const classes = (className: string) => className.split(/\s+/).filter(Boolean);

describe('composition guard (docs/stack.md trap 3)', () => {
  it('given a style composing the Button recipe, should carry every source class plus its own', () => {
    const list = classes(composedButton);
    expect(list).toEqual(
      expect.arrayContaining([
        button.classNames.base,
        button.classNames.variants.tone.brand,
        button.classNames.variants.variant.solid,
        button.classNames.variants.size.md,
      ]),
    );
    // Its own class comes first and is none of the sources.
    expect(list.length).toBe(5);
    expect(
      Object.values(button.classNames.variants).flatMap((v) => Object.values(v)),
    ).not.toContain(list[0]);
  });

  it('given a recipe built from the Button classes, should select them per variant', () => {
    const critical = classes(composedButtonRecipe({ tone: 'critical', variant: 'outline' }));
    expect(critical).toEqual(
      expect.arrayContaining([
        button.classNames.base,
        button.classNames.variants.size.md,
        button.classNames.variants.tone.critical,
        button.classNames.variants.variant.outline,
      ]),
    );
    expect(critical).not.toContain(button.classNames.variants.tone.brand);

    const byDefault = classes(composedButtonRecipe());
    expect(byDefault).toEqual(
      expect.arrayContaining([
        button.classNames.variants.tone.brand,
        button.classNames.variants.variant.solid,
      ]),
    );
  });

  it('given style([textBase, …]) from another file, should include the Text classes', () => {
    expect(classes(composedText)).toEqual(
      expect.arrayContaining([
        textBase,
        text.classNames.variants.size.lg,
        text.classNames.variants.tone.brand,
      ]),
    );
  });

  it('given the Text recipe, should itself compose the shared base style', () => {
    expect(classes(text())).toContain(textBase);
  });
});
