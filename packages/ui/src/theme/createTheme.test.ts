import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { vars } from './contract.css.ts';
import { colorsFromScales, createTheme } from './createTheme.ts';
import {
  systemSchemeSelector,
  themeSelectors,
  themeStyleSheet,
  tokenDeclarations,
  THEME_LAYER,
} from './themeCss.ts';
import { tokenPaths } from '../tokens/shape.ts';
import { tokenProperty } from '../tokens/names.ts';
import { brightlaneTheme } from '../tokens/brightlane.ts';
import { dataProTeal, dataProGraphite, dataProTheme } from '../tokens/dataPro.ts';
import { themeLayer } from '../styles/layers.css.ts';

const teal = dataProTeal;
const graphite = dataProGraphite;

describe('token names', () => {
  it('given the contract, should name every token --bl-<group>-<key> in kebab case', () => {
    expect(vars.color.brandHover).toBe('var(--bl-color-brand-hover)');
    expect(vars.color.onBrand).toBe('var(--bl-color-on-brand)');
    expect(vars.space.md).toBe('var(--bl-space-md)');
    expect(vars.fontSize.xxl).toBe('var(--bl-font-size-xxl)');
    expect(vars.zIndex.modal).toBe('var(--bl-z-index-modal)');
    for (const [group = '', key = ''] of tokenPaths()) {
      const value = (vars as unknown as Record<string, Record<string, string>>)[group]?.[key];
      expect(value).toBe(`var(${tokenProperty([group, key])})`);
    }
  });

  it('given the token list in packages/ui/docs/TOKENS.md, should document every token and no other', () => {
    const doc = readFileSync(join(import.meta.dirname, '../../docs/TOKENS.md'), 'utf8');
    const documented = new Set(doc.match(/--bl-[a-z-]+(?=`)/g));
    expect([...documented].sort()).toEqual(tokenPaths().map(tokenProperty).sort());
  });

  it('should keep the runtime layer name and the compiled one the same', () => {
    expect(themeLayer).toBe(THEME_LAYER);
  });
});

describe('createTheme', () => {
  it('given scales only, should read the roles from their steps and default the rest', () => {
    const theme = createTheme({
      name: 'acme',
      light: { scales: { brand: teal, neutral: graphite } },
      dark: { scales: { brand: teal, neutral: graphite } },
    });
    expect(theme.light.color.brand).toBe(teal[600]);
    expect(theme.dark.color.brand).toBe(teal[400]);
    expect(theme.light.color.background).toBe(graphite[50]);
    expect(theme.dark.color.onBrand).toBe(graphite[950]);
    expect(theme.light.color.critical).toBe(brightlaneTheme.light.color.critical);
    expect(theme.light.radius.md).toBe('8px');
    expect(theme.light.space).toEqual(brightlaneTheme.light.space);
  });

  it('given exact colours, radii, fonts and focus, should let them win over scales and defaults', () => {
    const theme = createTheme({
      name: 'acme',
      light: { scales: { brand: teal, neutral: graphite }, color: { brand: '#123456' } },
      dark: { scales: { brand: teal, neutral: graphite }, shadow: { sm: 'none' } },
      radius: { md: '3px' },
      font: { heading: 'Georgia, serif' },
      focus: { width: '2px' },
    });
    expect(theme.light.color.brand).toBe('#123456');
    expect(theme.light.color.brandHover).toBe(teal[700]);
    expect(theme.dark.shadow.sm).toBe('none');
    expect(theme.dark.radius.md).toBe('3px');
    expect(theme.light.font.heading).toBe('Georgia, serif');
    expect(theme.light.focus).toEqual({ width: '2px', offset: '2px' });
  });

  it('given neither scales nor every role, should name what is missing', () => {
    expect(() =>
      createTheme({
        name: 'acme',
        light: { color: { brand: '#123456' } },
        dark: { scales: { brand: teal, neutral: graphite } },
      }),
    ).toThrow(/light scheme needs `scales` or a value for background, surface/);
  });

  it('given a name that is not a plain identifier, should refuse it', () => {
    const scheme = { scales: { brand: teal, neutral: graphite } };
    expect(() => createTheme({ name: 'Data Pro', light: scheme, dark: scheme })).toThrow(
      /lower-case/,
    );
  });

  it('should read Data Pro from its scales, as a product would', () => {
    expect(dataProTheme.light.color).toMatchObject(
      colorsFromScales('light', { brand: teal, neutral: graphite }),
    );
    expect(dataProTheme.dark.radius.md).toBe('4px');
  });
});

describe('theme style sheet', () => {
  it('given a theme, should declare every token in the bl-theme layer, dark first and light after', () => {
    const sheet = themeStyleSheet(dataProTheme);
    expect(sheet.startsWith('@layer bl-theme{[data-brand="data-pro"], ')).toBe(true);
    expect(sheet.indexOf('[data-brand="data-pro"][data-theme="light"]')).toBeGreaterThan(
      sheet.indexOf(`--bl-color-brand:${dataProTheme.dark.color.brand}`),
    );
    expect(sheet).toContain(`--bl-color-brand:${dataProTheme.light.color.brand}`);
    expect(tokenDeclarations(dataProTheme.light).split(';')).toHaveLength(tokenPaths().length);
  });

  it('given no scheme chosen (no data-theme), should take the light scheme where the system asks for it', () => {
    const sheet = themeStyleSheet(dataProTheme);
    expect(sheet).toContain(
      `@media (prefers-color-scheme: light){[data-brand="data-pro"]:not([data-theme]){${tokenDeclarations(dataProTheme.light)}}}`,
    );
    expect(systemSchemeSelector('brightlane', true)).toBe(
      '[data-brand="brightlane"]:not([data-theme]), :where(:root:not([data-theme]))',
    );
  });

  it('given the default theme, should also apply where no brand is named, at zero specificity', () => {
    expect(themeSelectors('brightlane', true)).toEqual({
      dark: '[data-brand="brightlane"], [data-brand="brightlane"] .bl-theme-dark, :where(:root, .bl-theme-dark)',
      light:
        '[data-brand="brightlane"][data-theme="light"], [data-brand="brightlane"] .bl-theme-light, :where(:root[data-theme="light"], .bl-theme-light)',
    });
  });
});
