import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@brightlane/ui';
import { axeViolations } from '../../../tests/a11y/axe.ts';
import { QuickPanel, SiteNavPanel } from './DesktopSidebars.tsx';
import { LayoutContext } from './layoutContext.ts';

function renderPanels({ path = '/', isMobile = false } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LayoutContext.Provider value={{ isMobile }}>
            <SiteNavPanel />
            <main>
              <h1>Page</h1>
            </main>
            <QuickPanel />
          </LayoutContext.Provider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    ...render(
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>,
    ),
    router,
  };
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
});

describe('SiteNavPanel', () => {
  it('should list Main Menu and Our Services with the docs/product/spec.md §2 links', () => {
    renderPanels();
    const panel = screen.getByRole('complementary', { name: 'Site navigation' });
    const main = within(panel).getByRole('navigation', { name: 'Main Menu' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Services', 'Portfolio', 'About Us', 'Contact']);
    const services = within(panel).getByRole('navigation', { name: 'Our Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Cloud', '/services/cloud'],
      ['Search Engine', '/services/seo'],
      ['Web Development', '/services/web-development'],
      ['eCommerce', '/services/ecommerce'],
    ]);
  });

  it('given a service page, should mark only that service as current', () => {
    renderPanels({ path: '/services/seo' });
    const panel = screen.getByRole('complementary', { name: 'Site navigation' });
    expect(within(panel).getByRole('link', { name: 'Search Engine' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(panel).getByRole('link', { name: 'Services' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('should fold to icons with Hide sidebar and unfold with Show sidebar', async () => {
    renderPanels();
    const panel = screen.getByRole('complementary', { name: 'Site navigation' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Hide sidebar' }));
    expect(panel).toHaveAttribute('data-state', 'collapsed');
    const show = within(panel).getByRole('button', { name: 'Show sidebar' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(panel).toHaveAttribute('data-state', 'expanded');
  });

  it('should carry the theme toggle', () => {
    renderPanels();
    const panel = screen.getByRole('complementary', { name: 'Site navigation' });
    expect(within(panel).getByRole('switch', { name: /dark mode/i })).toBeInTheDocument();
  });
});

describe('QuickPanel', () => {
  it('should list the four Quick Tools and the Quick Actions', () => {
    renderPanels();
    const panel = screen.getByRole('complementary', { name: 'Quick Tools' });
    for (const name of ['Analytics', 'SEO Tools', 'Performance', 'Collaborate']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('link', { name: 'New Workspace' })).toHaveAttribute(
      'href',
      '/workspace',
    );
  });

  it('given a tap on a tool, should open its informational popup', async () => {
    renderPanels();
    await userEvent.click(screen.getByRole('button', { name: 'Performance' }));
    expect(
      await screen.findByText(
        'Measure load times and Core Web Vitals, and see what slows a page down.',
        { selector: ':not([id])' },
      ),
    ).toBeInTheDocument();
  });

  it('given a wide screen, Support should be a link to /support', () => {
    renderPanels();
    expect(screen.getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  });

  it('given a phone, Support should open the contact form in a popup that closes on a route change', async () => {
    const { router } = renderPanels({ isMobile: true });
    await userEvent.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    // The form's code loads when the popup first opens.
    expect(await within(dialog).findByRole('textbox', { name: /name/i })).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a phone, Support should say it opens a dialog, and Escape should close it and return the focus', async () => {
    renderPanels({ isMobile: true });
    const support = screen.getByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-haspopup', 'dialog');
    expect(support).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(support);
    await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(support).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(support).toHaveFocus();
    expect(support).toHaveAttribute('aria-expanded', 'false');
  });

  it('should have no axe violations', async () => {
    const { container } = renderPanels();
    expect(await axeViolations(container)).toEqual([]);
  });
});
