import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { ThemeProvider } from '../../theme/ThemeProvider.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

const KEY = 'brightlane-theme';
const originalMatchMedia = window.matchMedia;

/** A controllable `prefers-color-scheme` so a test can flip the system setting. */
function mockSystemTheme(initial: 'light' | 'dark') {
  let systemLight = initial === 'light';
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('light') ? systemLight : !systemLight;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(theme: 'light' | 'dark') {
      systemLight = theme === 'light';
      act(() =>
        listeners.forEach((listener) => listener({ matches: systemLight } as MediaQueryListEvent)),
      );
    },
  };
}

function resetDocument() {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
}

beforeEach(() => {
  resetDocument();
  mockSystemTheme('dark');
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  resetDocument();
});

describe('ThemeToggle', () => {
  it('given dark mode, should be a checked switch named "Dark mode"', () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('given a click, should flip data-theme on <html> and store the choice', async () => {
    const onThemeChange = vi.fn();
    render(
      <ThemeProvider>
        <ThemeToggle onThemeChange={onThemeChange} />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });

    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(document.documentElement.style.colorScheme).toBe('light dark');
    expect(window.localStorage.getItem(KEY)).toBe('light');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onThemeChange).toHaveBeenLastCalledWith('light');

    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(KEY)).toBe('dark');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });

  it('given the keyboard, should toggle with Space and Enter', async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    await userEvent.keyboard('{Enter}');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('given nothing stored, should follow a change of the system setting', () => {
    const system = mockSystemTheme('dark');
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    system.set('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('given a stored choice, should ignore a change of the system setting', async () => {
    const system = mockSystemTheme('dark');
    render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('switch')); // stores 'light'
    system.set('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
  });

  it('given disabled, should not change the theme', async () => {
    render(
      <ThemeProvider>
        <ThemeToggle disabled />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('switch'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('given a stored light theme, should hydrate server HTML without a mismatch', async () => {
    // The server renders the dark default (it cannot know the visitor's choice).
    const html = renderToString(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(html).toContain('aria-checked="true"');

    // The head script has already applied the stored choice before hydration.
    window.localStorage.setItem(KEY, 'light');
    document.documentElement.dataset.theme = 'light';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ThemeProvider>
          <ThemeToggle />
        </ThemeProvider>,
        { onRecoverableError },
      ),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    act(() => root.unmount());
    container.remove();
  });

  it('given a ref, should point it at the switch button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ThemeProvider>
        <ThemeToggle ref={ref} />
      </ThemeProvider>,
    );
    expect(ref.current).toHaveAttribute('role', 'switch');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <ThemeToggle />
      </ThemeProvider>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
