import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { THEME_STORAGE_KEY } from '../../theme/headScript.ts';
import { ThemeProvider } from '../../theme/ThemeProvider.tsx';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle.tsx';
import { ThemeSwitch } from './ThemeSwitch.tsx';

const originalMatchMedia = window.matchMedia;

/** The system prefers dark, with no listeners: these tests never change the system setting. */
function mockSystemDark() {
  window.matchMedia = ((query: string) => ({
    matches: !query.includes('light'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function resetDocument() {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.documentElement.style.colorScheme = '';
}

beforeEach(() => {
  resetDocument();
  mockSystemDark();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  resetDocument();
});

describe('ThemeSwitch', () => {
  it('given dark mode, should be a checked switch named by its visible label', () => {
    render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'checked');
    expect(screen.getByText('Dark mode')).toBeVisible();
  });

  it('given a click on the label or the switch, should flip the theme and store the choice', async () => {
    const onThemeChange = vi.fn();
    render(
      <ThemeProvider>
        <ThemeSwitch label="Dark Mode" onThemeChange={onThemeChange} />
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });

    await userEvent.click(screen.getByText('Dark Mode'));
    expect(toggle).not.toBeChecked();
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(onThemeChange).toHaveBeenLastCalledWith('light');

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('given a ThemeToggle beside it, should keep the two in sync', async () => {
    render(
      <ThemeProvider>
        <ThemeToggle />
        <ThemeSwitch label="Dark theme" />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  });

  it('given disabled, should not change the theme from the switch or the label', async () => {
    render(
      <ThemeProvider>
        <ThemeSwitch disabled />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByText('Dark mode'));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('given a stored light theme, should hydrate server HTML without a mismatch', async () => {
    // The server renders the dark default (it cannot know the visitor's choice).
    const html = renderToString(
      <ThemeProvider>
        <ThemeSwitch id="theme-switch" />
      </ThemeProvider>,
    );
    expect(html).toContain('aria-checked="true"');

    // The head script has already applied the stored choice before hydration.
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    document.documentElement.dataset.theme = 'light';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ThemeProvider>
          <ThemeSwitch id="theme-switch" />
        </ThemeProvider>,
        { onRecoverableError },
      ),
    );

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    act(() => root.unmount());
    container.remove();
  });

  it('given a ref and extra attributes, should put them on the switch button and the class on the row', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <ThemeProvider>
        <ThemeSwitch ref={ref} className="row" aria-describedby="help" />
        <p id="help">Applies on this device</p>
      </ThemeProvider>,
    );
    const toggle = screen.getByRole('switch', { description: 'Applies on this device' });
    expect(ref.current).toBe(toggle);
    expect(toggle.closest('.row')).not.toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <ThemeProvider>
        <ThemeSwitch />
      </ThemeProvider>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
