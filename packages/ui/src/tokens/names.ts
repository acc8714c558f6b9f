// Every design token is a CSS custom property with a fixed, readable name: `--bl-` followed by
// the token's path in the contract, each part in kebab case (`color.brandHover` →
// `--bl-color-brand-hover`, `space.md` → `--bl-space-md`). Products that do not use
// vanilla-extract read and override these names in plain CSS (packages/ui/docs/TOKENS.md).

/** The prefix of every token's custom property: `--bl-…`. */
export const TOKEN_PREFIX = 'bl';

const kebab = (part: string) => part.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property of the token at `path`, without `var()`: `['color', 'onBrand']` → `--bl-color-on-brand`. */
export function tokenProperty(path: readonly string[]): string {
  return `--${TOKEN_PREFIX}-${path.map(kebab).join('-')}`;
}
