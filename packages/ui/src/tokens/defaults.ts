import { palette as p } from './palette.ts';
import type { StatusColorRole, ThemeTokens } from './shape.ts';

// What a theme gets when it does not say otherwise: the scales of space, type, motion and
// layers that every product shares, and status tones and shadows tuned for a near-white light
// scheme and a near-black dark one. Every status text/on-colour pair meets WCAG AA (4.5:1)
// on those surfaces; a theme with other surfaces checks its own (the visual run's axe pass).

export const sharedTokens = {
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
    navHeight: '80px',
    navHeightShrunk: '70px',
    modalMaxWidth: '500px',
    contentMaxWidth: '1200px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
  },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

export const defaultStatusColors: Record<'light' | 'dark', Record<StatusColorRole, string>> = {
  light: {
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
  dark: {
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
};

export const defaultShadows: Record<'light' | 'dark', ThemeTokens['shadow']> = {
  light: {
    sm: '0 1px 2px rgba(18, 18, 18, 0.08)',
    md: '0 4px 12px rgba(18, 18, 18, 0.1)',
    lg: '0 12px 32px rgba(18, 18, 18, 0.14)',
    overlay: '0 24px 64px rgba(18, 18, 18, 0.22)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.5)',
    overlay: '0 24px 64px rgba(0, 0, 0, 0.6)',
  },
};
