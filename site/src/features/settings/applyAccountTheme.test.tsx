import { act, render, screen } from '@testing-library/react';
import { THEME_STORAGE_KEY, ThemeProvider, useTheme } from '@brightlane/ui';
import type { PublicUser } from '@brightlane/contract';
import { testUser } from '../auth/testing.tsx';
import { applyAccountTheme } from './applyAccountTheme.ts';

function userWith(darkMode: boolean | null): PublicUser {
  const user = testUser();
  return { ...user, settings: { ...user.settings, darkMode } };
}

function ShowTheme() {
  return <p>{useTheme().theme}</p>;
}

beforeEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('applyAccountTheme', () => {
  it('given a sign-in by a user whose account says light, should apply and store light', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    document.documentElement.dataset.theme = 'dark';
    expect(applyAccountTheme(userWith(false), 'signedOut')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('given the ThemeProvider is mounted, should have it follow the account theme', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => {
      applyAccountTheme(userWith(true), 'signedOut');
    });
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('given a user without a saved theme, should leave the theme alone', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(applyAccountTheme(userWith(null), 'signedOut')).toBeNull();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBeUndefined();
  });

  it('given a page load signed in and a choice stored in this browser, should keep that choice', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(applyAccountTheme(userWith(true), 'checking')).toBeNull();
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('given a page load signed in and nothing stored, should apply the account theme', () => {
    expect(applyAccountTheme(userWith(true), 'checking')).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
