import { palette as p } from './palette.ts';

// Tier 3 values: what each semantic role means in each theme. Plain objects so the
// Storybook Tokens page and tests can read them; theme/themes.css.ts assigns them to CSS.
// Every text/on-colour pair here meets WCAG AA (4.5:1) against its background.

const shared = {
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', full: '9999px' },
  font: {
    // 'Inter Fallback' (styles/global.css.ts) is a local sans-serif sized to Inter's metrics,
    // so text does not move when the web font arrives (no layout shift).
    body: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    heading:
      "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '2rem',
    display: 'clamp(2.25rem, 1.5rem + 3vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', snug: '1.3', normal: '1.5', relaxed: '1.7' },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEmphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
  },
  focus: { width: '3px', offset: '2px' },
  zIndex: {
    base: '0',
    raised: '10',
    nav: '100',
    sidebar: '200',
    overlay: '300',
    modal: '400',
    popover: '500',
    toast: '600',
  },
  size: {
    navHeight: '80px', // SPEC.md §9
    navHeightShrunk: '70px',
    modalMaxWidth: '500px',
    contentMaxWidth: '1200px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
  },
};

export const lightTokens = {
  ...shared,
  color: {
    background: p.ink[50],
    surface: p.white,
    surfaceRaised: p.white,
    surfaceSunken: p.ink[100],
    text: p.ink[900],
    textMuted: p.ink[600],
    textSubtle: p.ink[550],
    border: p.ink[200],
    borderStrong: p.ink[400],
    overlay: 'rgba(18, 18, 18, 0.55)',
    focusRing: p.indigo[500],

    brand: p.indigo[600],
    brandHover: p.indigo[700],
    brandActive: p.indigo[800],
    brandSoft: p.indigo[50],
    brandSoftHover: p.indigo[100],
    brandText: p.indigo[700],
    onBrand: p.white,

    neutral: p.ink[750],
    neutralHover: p.ink[900],
    neutralActive: p.ink[950],
    neutralSoft: p.ink[100],
    neutralSoftHover: p.ink[150],
    neutralText: p.ink[750],
    onNeutral: p.white,

    critical: p.red[600],
    criticalHover: p.red[700],
    criticalActive: p.red[700],
    criticalSoft: p.red[50],
    criticalSoftHover: p.red[200],
    criticalText: p.red[700],
    onCritical: p.white,

    positive: p.green[600],
    positiveHover: p.green[700],
    positiveActive: p.green[700],
    positiveSoft: p.green[50],
    positiveSoftHover: p.green[200],
    positiveText: p.green[700],
    onPositive: p.white,

    caution: p.amber[600],
    cautionHover: p.amber[700],
    cautionActive: p.amber[700],
    cautionSoft: p.amber[50],
    cautionSoftHover: p.amber[200],
    cautionText: p.amber[700],
    onCaution: p.white,

    info: p.sky[600],
    infoHover: p.sky[700],
    infoActive: p.sky[700],
    infoSoft: p.sky[50],
    infoSoftHover: p.sky[200],
    infoText: p.sky[700],
    onInfo: p.white,
  },
  shadow: {
    sm: '0 1px 2px rgba(18, 18, 18, 0.08)',
    md: '0 4px 12px rgba(18, 18, 18, 0.1)',
    lg: '0 12px 32px rgba(18, 18, 18, 0.14)',
    overlay: '0 24px 64px rgba(18, 18, 18, 0.22)',
  },
};

export const darkTokens: typeof lightTokens = {
  ...shared,
  color: {
    background: p.ink[900],
    surface: p.ink[850],
    surfaceRaised: p.ink[800],
    surfaceSunken: p.ink[950],
    text: p.ink[50],
    textMuted: p.ink[300],
    textSubtle: p.ink[450],
    border: p.ink[700],
    borderStrong: p.ink[500],
    overlay: 'rgba(0, 0, 0, 0.65)',
    focusRing: p.indigo[300],

    brand: p.indigo[300],
    brandHover: p.indigo[200],
    brandActive: p.indigo[400],
    brandSoft: p.indigo[900],
    brandSoftHover: p.indigo[800],
    brandText: p.indigo[200],
    onBrand: p.ink[900],

    neutral: p.ink[150],
    neutralHover: p.ink[50],
    neutralActive: p.ink[200],
    neutralSoft: p.ink[750],
    neutralSoftHover: p.ink[700],
    neutralText: p.ink[100],
    onNeutral: p.ink[900],

    critical: p.red[400],
    criticalHover: p.red[300],
    criticalActive: p.red[300],
    criticalSoft: p.red[900],
    criticalSoftHover: '#5c1a1a',
    criticalText: p.red[300],
    onCritical: p.ink[900],

    positive: p.green[400],
    positiveHover: p.green[300],
    positiveActive: p.green[300],
    positiveSoft: p.green[900],
    positiveSoftHover: '#143f28',
    positiveText: p.green[300],
    onPositive: p.ink[900],

    caution: p.amber[400],
    cautionHover: p.amber[300],
    cautionActive: p.amber[300],
    cautionSoft: p.amber[900],
    cautionSoftHover: '#4d2f08',
    cautionText: p.amber[300],
    onCaution: p.ink[900],

    info: p.sky[400],
    infoHover: p.sky[300],
    infoActive: p.sky[300],
    infoSoft: p.sky[900],
    infoSoftHover: '#0e3858',
    infoText: p.sky[300],
    onInfo: p.ink[900],
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.5)',
    overlay: '0 24px 64px rgba(0, 0, 0, 0.6)',
  },
};

export type ThemeName = 'light' | 'dark';
export const themeTokens = { light: lightTokens, dark: darkTokens } as const;
