import { globalLayer } from '@vanilla-extract/css';

// Cascade layers, lowest first. Reset and base styles sit in layers so any component
// style (unlayered) wins without specificity fights, and consumers can override both.
export const resetLayer = globalLayer('bl-reset');
export const baseLayer = globalLayer('bl-base');
