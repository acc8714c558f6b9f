import { createTheme } from '../theme/createTheme.ts';
import { palette as p } from './palette.ts';

// Brightlane: electric indigo on neutral greys, Inter, 8 px corners. Its colour roles are given
// exactly (hand-tuned, each text/on-colour pair at WCAG AA or better); its status tones and
// every other token are the shared defaults (tokens/defaults.ts). Plain data, no CSS: the
// style sheet is theme/brightlane.css.ts.
export const brightlaneTheme = createTheme({
  name: 'brightlane',
  light: {
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
    },
  },
  dark: {
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
    },
  },
});
