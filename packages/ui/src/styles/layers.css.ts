import { globalLayer } from '@vanilla-extract/css';

// Cascade layers, lowest first. The themes' custom properties, the reset and the base styles
// sit in layers, so any component style (unlayered) wins without specificity fights, and a
// product's own unlayered CSS overrides any of them, tokens included.
export const themeLayer = globalLayer('bl-theme');
export const resetLayer = globalLayer('bl-reset');
export const baseLayer = globalLayer('bl-base');
