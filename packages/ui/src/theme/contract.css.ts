import { createThemeContract } from '@vanilla-extract/css';

// Tier 2: the semantic contract. Every component reads only these variables, so a theme
// is a re-assignment of values, never a second set of styles. Colour roles are named by
// tone + state (`critical`, `criticalHover`, `criticalSoft`), after Braid.
type ToneRoles<N extends string> = Record<
  N | `${N}Hover` | `${N}Active` | `${N}Soft` | `${N}SoftHover` | `${N}Text` | `on${Capitalize<N>}`,
  null
>;

function tone<N extends string>(name: N): ToneRoles<N> {
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
  return Object.fromEntries(keys.map((k) => [k, null])) as ToneRoles<N>;
}

export const vars = createThemeContract({
  color: {
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
  font: {
    body: null,
    heading: null,
    mono: null,
  },
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
});

export type ThemeVars = typeof vars;
