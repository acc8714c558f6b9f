/**
 * The one set of tones. `tone` is meaning, the same words on every component: neutral,
 * brand, critical (errors, destructive actions), positive (success), caution (warnings)
 * and info. A component takes the tones that make sense for it, always from this set (its
 * own array, e.g. `buttonTones`, `satisfies` it), and the theme has every colour role of
 * each (`critical`, `criticalHover`, `criticalSoft`, `criticalText`, `onCritical`…).
 */
export const tones = ['neutral', 'brand', 'critical', 'positive', 'caution', 'info'] as const;
export type Tone = (typeof tones)[number];
