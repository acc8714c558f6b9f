import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../tests/a11y/axe.ts';
import { useLayout } from './layoutContext.ts';
import { SiteLayout } from './SiteLayout.tsx';
import type { SiteLayoutProps } from './SiteLayout.tsx';

/** A page that shows what it received from the layout. */
function FlagsProbe() {
  const { darkMode, isMobile } = useLayout();
  return (
    <p>
      dark: {String(darkMode)}, mobile: {String(isMobile)}
    </p>
  );
}

function renderLayout(props: Partial<SiteLayoutProps> = {}, path = '/') {
  const toggleTheme = props.toggleTheme ?? vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteLayout
            darkMode={props.darkMode ?? true}
            isMobile={props.isMobile ?? false}
            toggleTheme={toggleTheme}
          >
            <FlagsProbe />
          </SiteLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { ...render(<RouterProvider router={router} />), toggleTheme };
}

describe('SiteLayout', () => {
  it('given the dark-mode and mobile flags, should pass them to the page', () => {
    renderLayout({ darkMode: false, isMobile: true });
    expect(screen.getByText('dark: false, mobile: true')).toBeInTheDocument();
  });

  it('given dark mode, should show a checked switch named Dark mode', () => {
    renderLayout({ darkMode: true });
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('given light mode, should show the switch unchecked', () => {
    renderLayout({ darkMode: false });
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('given a click on the switch, should call the theme toggle', async () => {
    const { toggleTheme } = renderLayout();
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(toggleTheme).toHaveBeenCalledTimes(1);
  });

  it('should link the brand home and show About, Services and Contact', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Brightlane Digital home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('AboutServicesContact');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  });

  it('given the current page, should mark its navigation link as current', () => {
    renderLayout({}, '/services');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('should offer a skip link to the main content as the first focus stop', async () => {
    renderLayout();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });

  it('should have no axe violations', async () => {
    const { container } = renderLayout();
    expect(await axeViolations(container)).toEqual([]);
  });
});
