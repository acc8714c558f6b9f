import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from '../tokens/themes.ts';

/**
 * Readable class names for nested theme scopes (e.g. a dark section on a light page, or the
 * Contrast stories). The page itself is themed through `data-theme` on `<html>`, which the
 * head script sets before first paint; with no attribute at all the page is dark, the
 * product's default (DECISIONS.md "Theme").
 */
export const lightTheme = 'bl-theme-light';
export const darkTheme = 'bl-theme-dark';

createGlobalTheme(`:root, :root[data-theme="dark"], .${darkTheme}`, vars, darkTokens);
createGlobalTheme(`:root[data-theme="light"], .${lightTheme}`, vars, lightTokens);
