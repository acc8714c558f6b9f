import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider, useTheme } from '@brightlane/ui';
import { useLayout } from './layoutContext.ts';
import { RootLayout } from './RootLayout.tsx';

/** A page showing the flags as pages read them: the theme's from useTheme, the mobile one from the layout. */
function FlagsProbe() {
  const { darkMode } = useTheme();
  const { isMobile } = useLayout();
  return <p>{`dark: ${darkMode}, mobile: ${isMobile}`}</p>;
}

function renderRoot() {
  const router = createMemoryRouter([
    { path: '/', Component: RootLayout, children: [{ index: true, Component: FlagsProbe }] },
  ]);
  return render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
  document.head.innerHTML = '<meta name="color-scheme" content="dark light">';
});

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
});

describe('RootLayout', () => {
  it('given the dark theme, should give the page the dark flag', () => {
    renderRoot();
    expect(screen.getByText(/dark: true/)).toBeInTheDocument();
  });

  it('given a narrow window, should give the page the mobile flag', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });
    renderRoot();
    expect(screen.getByText(/mobile: true/)).toBeInTheDocument();
  });

  it('given a toggle, should switch to light, store the choice and update the head', async () => {
    renderRoot();
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));

    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByText(/dark: false/)).toBeInTheDocument();
    expect(localStorage.getItem('brightlane-theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.querySelector('meta[name="color-scheme"]')).toHaveAttribute(
      'content',
      'light dark',
    );
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#f5f5f5',
    );
  });

  it('given a route, should set the document title from the route metadata defaults', () => {
    renderRoot();
    expect(document.title).toBe('Custom Website Design & Development in Melbourne');
  });
});
