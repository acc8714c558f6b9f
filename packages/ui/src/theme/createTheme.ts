import { defaultShadows, defaultStatusColors, sharedTokens } from '../tokens/defaults.ts';
import { tokenShape } from '../tokens/shape.ts';
import type { BaseColorRole, ColorRole, ThemeTokens } from '../tokens/shape.ts';

/** A colour scheme: every theme has a light and a dark one. */
export type ColorScheme = 'light' | 'dark';

/** The steps of a colour scale, lightest (50) to darkest (950), as Tailwind names them. */
export type ColorScaleStep = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
/** A colour scale: one hue from near-white to near-black, 11 steps. */
export type ColorScale = Readonly<Record<ColorScaleStep, string>>;

/** One colour scheme of a theme, as a product gives it. */
export interface ThemeSchemeInput {
  /**
   * The brand and neutral scales: the brand, neutral, surface, text, border and focus roles
   * are read from fixed steps of them (packages/ui/docs/TOKENS.md "From scales to roles").
   */
  scales?: { brand: ColorScale; neutral: ColorScale };
  /**
   * Exact values for colour roles, which win over the scales. Without `scales`, every role
   * but the status tones (critical, positive, caution, info: they have defaults) is required.
   */
  color?: Partial<Record<ColorRole, string>>;
  /** Shadows; by default soft black shadows sized for the scheme. */
  shadow?: Partial<ThemeTokens['shadow']>;
}

/** A theme as a product describes it: plain data, no build step. */
export interface ThemeInput {
  /**
   * The theme's name, lower-case letters, digits and hyphens: the value of `data-brand` on
   * `<html>` while it applies (`data-pro` → `[data-brand="data-pro"]`).
   */
  name: string;
  light: ThemeSchemeInput;
  dark: ThemeSchemeInput;
  radius?: Partial<ThemeTokens['radius']>;
  font?: Partial<ThemeTokens['font']>;
  /** The focus ring's width and offset (its colour is the `focusRing` role). */
  focus?: Partial<ThemeTokens['focus']>;
}

/** A theme: every token's value in each colour scheme. Pass it to `ThemeProvider`. */
export interface Theme {
  readonly name: string;
  readonly light: ThemeTokens;
  readonly dark: ThemeTokens;
}

function rgba(hex: string, alpha: number): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * The colour roles a brand and a neutral scale give, per scheme: solid brand at 600 on light
 * and 400 on dark, text on 50/950 and so on. The table is in packages/ui/docs/TOKENS.md; a
 * scale whose steps do not meet the contrast it implies needs exact `color` values instead.
 */
export function colorsFromScales(
  scheme: ColorScheme,
  { brand: b, neutral: n }: { brand: ColorScale; neutral: ColorScale },
): Record<BaseColorRole, string> {
  if (scheme === 'light') {
    return {
      background: n[50],
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: n[100],
      text: n[900],
      textMuted: n[600],
      textSubtle: n[500],
      border: n[200],
      borderStrong: n[400],
      overlay: rgba(n[950], 0.55),
      focusRing: b[500],
      brand: b[600],
      brandHover: b[700],
      brandActive: b[800],
      brandSoft: b[50],
      brandSoftHover: b[100],
      brandText: b[700],
      onBrand: '#ffffff',
      neutral: n[700],
      neutralHover: n[800],
      neutralActive: n[900],
      neutralSoft: n[100],
      neutralSoftHover: n[200],
      neutralText: n[700],
      onNeutral: '#ffffff',
    };
  }
  return {
    background: n[900],
    surface: n[800],
    surfaceRaised: n[700],
    surfaceSunken: n[950],
    text: n[50],
    textMuted: n[200],
    textSubtle: n[300],
    border: n[600],
    borderStrong: n[400],
    overlay: 'rgba(0, 0, 0, 0.65)',
    focusRing: b[400],
    brand: b[400],
    brandHover: b[300],
    brandActive: b[500],
    brandSoft: b[950],
    brandSoftHover: b[900],
    brandText: b[300],
    onBrand: n[950],
    neutral: n[200],
    neutralHover: n[50],
    neutralActive: n[300],
    neutralSoft: n[700],
    neutralSoftHover: n[600],
    neutralText: n[100],
    onNeutral: n[900],
  };
}

function resolveScheme(input: ThemeInput, scheme: ColorScheme): ThemeTokens {
  const given = input[scheme];
  const color = {
    ...defaultStatusColors[scheme],
    ...(given.scales ? colorsFromScales(scheme, given.scales) : {}),
    ...given.color,
  } as Partial<Record<ColorRole, string>>;
  const missing = Object.keys(tokenShape.color).filter((role) => !color[role as ColorRole]);
  if (missing.length > 0) {
    throw new Error(
      `createTheme('${input.name}'): the ${scheme} scheme needs \`scales\` or a value for ${missing.join(', ')}`,
    );
  }
  return {
    ...sharedTokens,
    radius: { ...sharedTokens.radius, ...input.radius },
    font: { ...sharedTokens.font, ...input.font },
    focus: { ...sharedTokens.focus, ...input.focus },
    color: color as ThemeTokens['color'],
    shadow: { ...defaultShadows[scheme], ...given.shadow },
  };
}

/**
 * A theme from plain data: the product's brand and neutral scales (or exact colour roles),
 * radii, fonts and focus ring, for light and dark. Everything it leaves out comes from the
 * shared defaults. Pass the result to `<ThemeProvider theme={…}>`; it is plain data, so it
 * needs no build plugin and renders on the server.
 */
export function createTheme(input: ThemeInput): Theme {
  if (!/^[a-z][a-z0-9-]*$/.test(input.name)) {
    throw new Error(
      `createTheme: the name '${input.name}' must be lower-case letters, digits and hyphens`,
    );
  }
  return {
    name: input.name,
    light: resolveScheme(input, 'light'),
    dark: resolveScheme(input, 'dark'),
  };
}
