// The semantic contract's shape: every token a component may read. Components read it through
// `vars` (theme/contract.css.ts), products through the CSS custom properties it names
// (tokens/names.ts); a theme gives every leaf a value, per colour scheme.

/** The colour roles one tone has, named by tone + state (after Braid). */
type ToneRole<N extends string> =
  N | `${N}Hover` | `${N}Active` | `${N}Soft` | `${N}SoftHover` | `${N}Text` | `on${Capitalize<N>}`;

function tone<N extends string>(name: N): Record<ToneRole<N>, null> {
  const on = `on${name[0]!.toUpperCase()}${name.slice(1)}`;
  const keys = [
    name,
    `${name}Hover`,
    `${name}Active`,
    `${name}Soft`,
    `${name}SoftHover`,
    `${name}Text`,
    on,
  ];
  return Object.fromEntries(keys.map((k) => [k, null])) as Record<ToneRole<N>, null>;
}

const surfaceRoles = {
  background: null,
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  text: null,
  textMuted: null,
  textSubtle: null,
  border: null,
  borderStrong: null,
  overlay: null,
  focusRing: null,
};

export const tokenShape = {
  color: {
    ...surfaceRoles,
    ...tone('brand'),
    ...tone('neutral'),
    ...tone('critical'),
    ...tone('positive'),
    ...tone('caution'),
    ...tone('info'),
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, full: null },
  font: { body: null, heading: null, mono: null },
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
    display: null,
  },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null, relaxed: null },
  shadow: { sm: null, md: null, lg: null, overlay: null },
  motion: {
    durationFast: null,
    durationNormal: null,
    durationSlow: null,
    easingStandard: null,
    easingEmphasized: null,
  },
  focus: { width: null, offset: null },
  zIndex: {
    base: null,
    raised: null,
    nav: null,
    sidebar: null,
    overlay: null,
    modal: null,
    popover: null,
    toast: null,
  },
  size: {
    navHeight: null,
    navHeightShrunk: null,
    modalMaxWidth: null,
    contentMaxWidth: null,
    controlSm: null,
    controlMd: null,
    controlLg: null,
  },
};

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> };

/** Every token's value in one colour scheme of a theme. */
export type ThemeTokens = Leaves<typeof tokenShape>;
export type ColorRole = keyof ThemeTokens['color'];
/** The roles with a tone of their own; the status tones have defaults (tokens/defaults.ts). */
export type StatusTone = 'critical' | 'positive' | 'caution' | 'info';
export type StatusColorRole = ToneRole<StatusTone>;
/** The roles a theme must give: surfaces and text, focus ring, brand and neutral. */
export type BaseColorRole = Exclude<ColorRole, StatusColorRole>;

/** Each token's path in the contract, in contract order: `['color', 'brand']`, `['space', 'md']`… */
export function tokenPaths(): string[][] {
  const paths: string[][] = [];
  for (const [group, leaves] of Object.entries(tokenShape)) {
    for (const key of Object.keys(leaves)) paths.push([group, key]);
  }
  return paths;
}
