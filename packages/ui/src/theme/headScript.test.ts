import { createThemeHeadScript, themeHeadScript } from './headScript.ts';
import { dataProTheme } from '../tokens/dataPro.ts';

function runScript(script: string) {
  // The script is built for an inline <script>; run it as the browser would.
  new Function(script)();
}

function setSystemLight(light: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: light && query === '(prefers-color-scheme: light)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

const original = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.brand;
  document.head.innerHTML = '';
});
afterEach(() => {
  window.matchMedia = original;
});

describe('createThemeHeadScript', () => {
  it('given nothing stored and a light system, should follow the system by default', () => {
    setSystemLight(true);
    runScript(themeHeadScript);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.dataset.brand).toBeUndefined();
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#f5f5f5',
    );
  });

  it('given a theme, a storage key and a dark default, should honour all three', () => {
    setSystemLight(true);
    runScript(
      createThemeHeadScript({ theme: dataProTheme, storageKey: 'dp', defaultScheme: 'dark' }),
    );
    const root = document.documentElement;
    expect(root.dataset.brand).toBe('data-pro');
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark light');
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      dataProTheme.dark.color.background,
    );
  });

  it('given a choice stored under the key, should apply it over the default', () => {
    localStorage.setItem('dp', 'light');
    localStorage.setItem('brightlane-theme', 'dark');
    runScript(createThemeHeadScript({ storageKey: 'dp', defaultScheme: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('given a storage key with quotes or markup, should stay one safe string', () => {
    const script = createThemeHeadScript({ storageKey: `it's</script>` });
    expect(script).not.toContain('</script>');
    localStorage.setItem(`it's</script>`, 'light');
    runScript(script);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
