import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@brightlane/ui';
import { axeViolations } from '../../../tests/a11y/axe.ts';
import { sessionStore } from '../features/auth/session.ts';
import { apiAnswer, stubFetch } from '../features/leads/testing.ts';
import { CALL_NOW_ID } from './CallNowBanner.tsx';
import { useLayout } from './layoutContext.ts';
import { SiteLayout } from './SiteLayout.tsx';
import type { SiteLayoutProps } from './SiteLayout.tsx';

/** A page that shows what it received from the layout. */
function FlagsProbe() {
  const { isMobile } = useLayout();
  return <p>mobile: {String(isMobile)}</p>;
}

function renderLayout(props: Partial<SiteLayoutProps> = {}, path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SiteLayout isMobile={props.isMobile ?? false}>
            <FlagsProbe />
          </SiteLayout>
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

/**
 * Lets the account module load (when the browser is idle: at once here) inside act, so the
 * update it causes is part of the test.
 */
async function accountModuleLoaded() {
  await act(async () => {
    await import('./AccountMenu.tsx');
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

beforeEach(() => {
  // The account popups' module loads when the browser is idle: at once here.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  localStorage.clear();
  document.documentElement.dataset.theme = 'dark';
});

afterEach(() => {
  document.documentElement.removeAttribute('data-theme');
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('SiteLayout', () => {
  it('given the mobile flag, should pass it to the page', () => {
    renderLayout({ isMobile: true });
    expect(screen.getByText('mobile: true')).toBeInTheDocument();
  });

  it('given the dark theme, should show a checked switch named Dark mode', () => {
    renderLayout();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('given a click on the switch, should switch to the light theme', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(localStorage.getItem('brightlane-theme')).toBe('light');
  });

  it('should link the brand home and show About, Services and Contact', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Brightlane Digital home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('AboutServicesContact');
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('while the session check runs, should show busy "Loading..." account buttons', () => {
    stubFetch().mockReturnValue(new Promise(() => {}));
    void sessionStore.check();
    renderLayout();
    const busy = screen.getAllByRole('button', { name: 'Loading...' });
    expect(busy).toHaveLength(2);
    for (const button of busy) expect(button).toHaveAttribute('aria-disabled', 'true');
  });

  it('given a signed-out visitor, should offer Sign In and Create Account, opening their forms', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: null }));
    await sessionStore.check();
    const user = userEvent.setup();
    renderLayout();
    await accountModuleLoaded();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('form', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('form', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Welcome Back' })).toBeNull();
  });

  it('given a signed-in user, should show the avatar menu with the dashboard, notifications and Log Out', async () => {
    stubFetch().mockResolvedValue(
      apiAnswer(200, {
        user: { id: 'u1', name: 'Jane Doe', email: 'jane@example.com', emailVerified: true },
      }),
    );
    await sessionStore.check();
    const user = userEvent.setup();
    renderLayout();
    await accountModuleLoaded();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByText('Jane Doe')).toBeInTheDocument();
  });

  it('given a signed-in user, should show the profile summary in the popup: Member Since and Profile', async () => {
    stubFetch().mockResolvedValue(
      apiAnswer(200, {
        user: {
          id: 'u1',
          name: 'Jane Doe',
          email: 'jane@example.com',
          emailVerified: true,
          createdAt: '2026-11-24T10:00:00.000Z',
        },
      }),
    );
    await sessionStore.check();
    const user = userEvent.setup();
    renderLayout();
    await accountModuleLoaded();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByText('Member Since')).toBeInTheDocument();
    expect(screen.getByText('24 November 2026')).toBeInTheDocument();
    expect(screen.getByText('jane@example.com')).toBeInTheDocument();
  });

  it('given an unconfirmed address, should show "Confirm your e-mail" with Resend, dismissible', async () => {
    stubFetch().mockResolvedValue(
      apiAnswer(200, {
        user: { id: 'u1', name: 'Jane Doe', email: 'jane@example.com', emailVerified: false },
      }),
    );
    await sessionStore.check();
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByText('Confirm your e-mail')).toBeInTheDocument();
    expect(
      screen.getByText('We sent a confirmation link to jane@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Confirm your e-mail')).toBeNull();
  });

  it('should show the last account error in a banner that its close button removes', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: null }));
    await sessionStore.check();
    sessionStore.setError('Logout failed. Please try again.');
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should show the ABN badge in the navigation bar', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toHaveTextContent('ABN 12 345 678 901');
  });

  it('should show the sales banner with phone, e-mail and Contact Sale', () => {
    renderLayout();
    const sales = screen.getByRole('complementary', { name: 'Sales' });
    expect(within(sales).getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
    expect(within(sales).getByRole('link', { name: 'sales@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:sales@brightlane.example',
    );
    expect(within(sales).getByRole('link', { name: 'Contact Sale' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should offer the Call Now banner with the phone number', () => {
    renderLayout();
    const call = screen.getByRole('complementary', { name: 'Call us' });
    expect(call).toHaveTextContent('(03) 5550 1234');
    expect(within(call).getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
  });

  it('should show the footer: tagline, products, groups, contact, hours and copyright', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Cutting-edge web solutions for the modern business');
    const products = within(footer).getByRole('list', { name: 'Our Products' });
    for (const product of [
      'Custom Email',
      'SEO Killer',
      'Data Pro',
      'Domain Manager',
      'Brightlane Studio',
    ]) {
      expect(products).toHaveTextContent(product);
    }
    for (const group of ['Services', 'Company', 'Support']) {
      expect(within(footer).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(
      within(within(footer).getByRole('list', { name: 'Services' })).getByRole('link', {
        name: 'SEO',
      }),
    ).toHaveAttribute('href', '/services/seo');
    expect(within(footer).getAllByRole('link', { name: 'Careers' })[0]).toHaveAttribute(
      'href',
      '/careers',
    );
    const social = within(footer).getByRole('list', { name: 'Social media' });
    expect(within(social).getAllByRole('link')).toHaveLength(4);
    expect(within(footer).getByRole('link', { name: 'hello@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlane.example',
    );
    expect(footer).toHaveTextContent('Melbourne VIC');
    expect(footer).toHaveTextContent('ABN 12 345 678 901');
    expect(footer).toHaveTextContent('Monday to Friday 09:00-17:00');
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Brightlane Digital. All rights reserved.`,
    );
    const legal = within(footer).getByRole('list', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/privacy', '/terms', '/sitemap']);
  });

  it('given the current page, should mark its navigation link as current', () => {
    renderLayout({}, '/services/seo');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('given the menu button, should open the sidebar with the mobile links and theme switch', async () => {
    renderLayout({}, '/services/seo');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Home',
      'About',
      'Portfolio',
      'Cloud Services',
      'SEO',
      'Web Development',
      'eCommerce',
      'Support',
      'Contact',
      'FAQ',
    ]);
    expect(within(menu).getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(menu).getByRole('link', { name: 'SEO' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('switch', { name: 'Dark Mode' })).toBeInTheDocument();
  });

  it('given a route change, should close the sidebar', async () => {
    const { router } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('should end with the element site/index.html holds the first paint for, so nothing is painted before the whole layout is read', () => {
    const template = readFileSync(join(__dirname, '../../index.html'), 'utf8');
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render"/.exec(template)?.[1];
    expect(expected).toBe(CALL_NOW_ID);
    const { container } = renderLayout();
    const shell = container.querySelector('a[href="#main"]')!.parentElement!;
    expect(shell.lastElementChild?.id).toBe(expected);
    expect(container.querySelectorAll(`[id="${expected}"]`)).toHaveLength(1);
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
    // The whole chrome is a large tree for axe on a busy machine.
  }, 30_000);
});
