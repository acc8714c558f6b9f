import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { SidebarItem } from '../Sidebar/SidebarItem.tsx';
import { SidebarNav } from '../Sidebar/SidebarNav.tsx';
import type { NavBarLinkItem, NavBarMenuState } from './NavBar.tsx';
import { NavBar } from './NavBar.tsx';
import { useScrolled } from './useScrolled.ts';

const links: NavBarLinkItem[] = [
  { href: '/about', label: 'About' },
  { href: '/services', label: 'Services', active: true },
  { href: '/contact', label: 'Contact' },
];

const menu = (state: NavBarMenuState) => (
  <Sidebar {...state} title="Menu">
    <SidebarNav label="Mobile">
      <SidebarItem href="/" label="Home" />
    </SidebarNav>
  </Sidebar>
);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('NavBar', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('given links, should render them in a "Main" navigation with the active one marked', () => {
    render(<NavBar brand="Brightlane Digital" links={links} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('banner')).toHaveTextContent('Brightlane Digital');
  });

  it('given a renderLink, should render the links through it', () => {
    render(
      <NavBar
        links={links}
        renderLink={({ children, href, ...props }) => (
          <a {...props} href={`#router${href}`}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '#router/about');
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
  });

  it('given the page scrolls past 10 px, should shrink, and grow back at 10 px or less', () => {
    render(<NavBar links={links} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('given scrolled, should force the shrunk state', () => {
    render(<NavBar scrolled />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  it('given server rendering, should render the full-height bar', () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    const html = renderToString(<NavBar links={links} />);
    expect(html).toContain('data-scrolled="false"');
  });

  it('given renderMenu, should show a menu button that opens the menu and reflects it', async () => {
    render(<NavBar links={links} renderMenu={menu} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('given no renderMenu, should show no menu button', () => {
    render(<NavBar links={links} />);
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('given a controlled menu, should report changes and follow the owner', async () => {
    const onMenuOpenChange = vi.fn();
    render(
      <NavBar
        links={links}
        renderMenu={menu}
        menuOpen={false}
        onMenuOpenChange={onMenuOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given defaultMenuOpen, should start with the menu open', () => {
    render(<NavBar links={links} renderMenu={menu} defaultMenuOpen />);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('given actions and desktopActions, should render both', () => {
    render(
      <NavBar
        actions={<button type="button">Theme</button>}
        desktopActions={<button type="button">Sign In</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('given a ref, should point at the header', () => {
    let node: HTMLElement | null = null;
    render(<NavBar ref={(el) => void (node = el)} />);
    expect(node).toBeInstanceOf(HTMLElement);
    expect(node!.tagName).toBe('HEADER');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <NavBar
        brand="Brightlane Digital"
        links={links}
        renderMenu={menu}
        actions={<button type="button">Theme</button>}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('useScrolled', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('given a custom threshold, should flip only past it', () => {
    const { result } = renderHook(() => useScrolled(100));
    expect(result.current).toBe(false);
    scrollTo(100);
    expect(result.current).toBe(false);
    scrollTo(101);
    expect(result.current).toBe(true);
  });

  it('given an unmount, should stop listening to scroll', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useScrolled());
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
