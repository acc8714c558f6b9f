import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useClientSnapshot } from '../hydration/clientSnapshot.ts';
import { dataProGraphite, dataProTeal } from '../tokens/dataPro.ts';
import { createTheme } from './createTheme.ts';
import { dataPro } from './dataPro.ts';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';

const acme = createTheme({
  name: 'acme',
  light: { scales: { brand: dataProTeal, neutral: dataProGraphite }, color: { brand: '#0b5e55' } },
  dark: { scales: { brand: dataProTeal, neutral: dataProGraphite } },
});

function setSystemLight(light: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: light && query === '(prefers-color-scheme: light)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
}

function Scheme() {
  const { theme, toggleTheme, brand } = useTheme();
  return (
    <button type="button" onClick={toggleTheme}>
      {`${brand?.name ?? 'none'} ${theme}`}
    </button>
  );
}

const original = window.matchMedia;
beforeEach(() => {
  localStorage.clear();
  const root = document.documentElement;
  delete root.dataset.theme;
  delete root.dataset.brand;
  document.head.innerHTML = '';
});
afterEach(() => {
  window.matchMedia = original;
});

describe('ThemeProvider', () => {
  it('given a package theme, should name it on <html> and render no style sheet of its own', () => {
    render(
      <ThemeProvider theme={dataPro}>
        <Scheme />
      </ThemeProvider>,
    );
    expect(document.documentElement.dataset.brand).toBe('data-pro');
    expect(document.querySelector('style[data-href="bl-theme-data-pro"]')).toBeNull();
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      document.documentElement.dataset.theme === 'dark'
        ? dataPro.dark.color.background
        : dataPro.light.color.background,
    );
  });

  it('given a createTheme theme, should render its style sheet once, in the head', () => {
    render(
      <>
        <ThemeProvider theme={acme}>
          <Scheme />
        </ThemeProvider>
        <ThemeProvider theme={acme} />
      </>,
    );
    const sheets = document.head.querySelectorAll('style[data-href="bl-theme-acme"]');
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.textContent).toContain('--bl-color-brand:#0b5e55');
    expect(document.documentElement.dataset.brand).toBe('acme');
  });

  it('given a createTheme theme on the server, should put its style sheet in the markup', () => {
    const html = renderToString(
      <ThemeProvider theme={acme}>
        <p>Page</p>
      </ThemeProvider>,
    );
    expect(html).toContain('[data-brand="acme"]');
    expect(html).toContain('<p>Page</p>');
  });

  it('given a storage key and a light default, should ignore the dark system and store under the key', async () => {
    setSystemLight(false);
    render(
      <ThemeProvider theme={dataPro} storageKey="dp-scheme" defaultScheme="light">
        <Scheme />
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: 'data-pro light' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'data-pro dark' })).toBeInTheDocument();
    expect(localStorage.getItem('dp-scheme')).toBe('dark');
    expect(localStorage.getItem('brightlane-theme')).toBeNull();
  });

  it('given the system default, should follow the system while nothing is stored', () => {
    setSystemLight(true);
    render(
      <ThemeProvider>
        <Scheme />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'none light' })).toBeInTheDocument();
    expect(document.documentElement.dataset.brand).toBeUndefined();
  });

  it('given hydration, should start it itself: the server scheme hydrates, then the browser one, with no forced re-render', async () => {
    setSystemLight(true);
    const renders: string[] = [];
    const subscribe = () => () => {};
    const browser = () => 'browser';
    const server = () => 'server';
    function Probe() {
      const value = useClientSnapshot(subscribe, browser, server);
      renders.push(value);
      return <output>{value}</output>;
    }
    const app = (
      <ThemeProvider theme={dataPro}>
        <Probe />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.appendChild(container);
    renders.length = 0;
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(renders).toEqual(['server', 'browser']);
    act(() => root.unmount());
    container.remove();
  });
});
