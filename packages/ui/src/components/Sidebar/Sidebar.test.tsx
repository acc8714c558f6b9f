import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Sidebar } from './Sidebar.tsx';
import { useSidebar } from './SidebarContext.ts';
import { SidebarGroup } from './SidebarGroup.tsx';
import { SidebarItem } from './SidebarItem.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { SidebarPanel } from './SidebarPanel.tsx';

function Items() {
  return (
    <SidebarNav label="Mobile">
      <SidebarItem href="/" label="Home" />
      <SidebarItem href="/about" label="About" active />
      <SidebarGroup label="Services">
        <SidebarItem href="/services/cloud" label="Cloud Services" />
        <SidebarItem href="/services/seo" label="SEO" />
        <SidebarItem href="/services/web-development" label="Web Development" />
        <SidebarItem href="/services/ecommerce" label="eCommerce" />
        <SidebarItem href="/support" label="Support" />
      </SidebarGroup>
      <SidebarItem href="/contact" label="Contact" />
    </SidebarNav>
  );
}

describe('Sidebar', () => {
  it('given a trigger, should open as a dialog named by the title and move focus into it', async () => {
    render(
      <Sidebar title="Menu" trigger={<button type="button">Open menu</button>}>
        <Items />
      </Sidebar>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('given open, should close on Escape and return focus to the trigger', async () => {
    render(
      <Sidebar title="Menu" trigger={<button type="button">Open menu</button>}>
        <Items />
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('given open, should close on an overlay click', async () => {
    const onOpenChange = vi.fn();
    render(
      <Sidebar title="Menu" defaultOpen onOpenChange={onOpenChange}>
        <Items />
      </Sidebar>,
    );
    const overlay = document.querySelector<HTMLElement>('[data-sidebar-overlay]')!;
    expect(overlay).not.toBeNull();
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given open, should close with the × button', async () => {
    render(
      <Sidebar title="Menu" defaultOpen>
        <Items />
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a controlled sidebar without a trigger, should return focus to what opened it', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Menu button
          </button>
          <Sidebar title="Menu" open={open} onOpenChange={setOpen}>
            <Items />
          </Sidebar>
        </>
      );
    }
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu button' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Menu button' })).toHaveFocus();
  });

  it('given a closeSignal change (a route change), should close', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Sidebar title="Menu" defaultOpen closeSignal="/" onOpenChange={onOpenChange}>
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    rerender(
      <Sidebar title="Menu" defaultOpen closeSignal="/about" onOpenChange={onOpenChange}>
        <Items />
      </Sidebar>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given the same closeSignal on re-render, should stay open', () => {
    const { rerender } = render(
      <Sidebar title="Menu" defaultOpen closeSignal="/">
        <Items />
      </Sidebar>,
    );
    rerender(
      <Sidebar title="Menu" defaultOpen closeSignal="/">
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given a controlled closed sidebar, should stay closed until the owner opens it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Sidebar
        title="Menu"
        open={false}
        onOpenChange={onOpenChange}
        trigger={<button type="button">Open</button>}
      >
        <Items />
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Sidebar title="Menu" open onOpenChange={onOpenChange}>
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given an item with an onClick that prevents default, should stay open', async () => {
    render(
      <Sidebar title="Menu" defaultOpen>
        <SidebarNav label="Mobile">
          <SidebarItem label="Keep open" onClick={(event) => event.preventDefault()} />
        </SidebarNav>
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('given an item is followed through a router link, should close', async () => {
    render(
      <Sidebar
        title="Menu"
        defaultOpen
        // Like a router link: it prevents the page load first, then calls the item's handler.
        renderLink={({ children, href, onClick, ...props }) => (
          <a
            href={href}
            {...props}
            onClick={(event) => {
              event.preventDefault();
              onClick?.(event);
            }}
          >
            {children}
          </a>
        )}
      >
        <Items />
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given the active item, should mark it aria-current="page"', () => {
    render(
      <Sidebar title="Menu" defaultOpen>
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('given a collapsible group, should toggle its items with the keyboard', async () => {
    render(
      <Sidebar title="Menu" defaultOpen>
        <Items />
      </Sidebar>,
    );
    const group = screen.getByRole('button', { name: 'Services' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Cloud Services' })).toBeNull();
    group.focus();
    await userEvent.keyboard('{Enter}');
    expect(group).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Cloud Services', 'SEO', 'Web Development', 'eCommerce', 'Support']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    await userEvent.keyboard(' ');
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('given a controlled group, should report changes and follow the owner', async () => {
    const onOpenChange = vi.fn();
    render(
      <Sidebar title="Menu" defaultOpen>
        <SidebarNav label="Mobile">
          <SidebarGroup label="Services" open={false} onOpenChange={onOpenChange}>
            <SidebarItem href="/seo" label="SEO" />
          </SidebarGroup>
        </SidebarNav>
      </Sidebar>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('given a renderLink, should render items through it', () => {
    render(
      <Sidebar
        title="Menu"
        defaultOpen
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="yes">
            {children}
          </a>
        )}
      >
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('data-router', 'yes');
  });

  it('given a footer and a description, should render both', () => {
    render(
      <Sidebar
        title="Menu"
        defaultOpen
        description="Site pages"
        footer={<button type="button">Dark mode</button>}
      >
        <Items />
      </Sidebar>,
    );
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAccessibleDescription('Site pages');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toBeInTheDocument();
  });

  it('should have no axe violations when open', async () => {
    render(
      <Sidebar title="Menu" defaultOpen footer={<button type="button">Dark mode</button>}>
        <Items />
      </Sidebar>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});

describe('SidebarPanel', () => {
  function Panel(props: Partial<ComponentProps<typeof SidebarPanel>>) {
    return (
      <SidebarPanel label="Site navigation" header="Brightlane" {...props}>
        <SidebarNav title="Main Menu">
          <SidebarItem href="/services" label="Services" icon={<svg />} active />
          <SidebarItem href="/portfolio" label="Portfolio" icon={<svg />} />
        </SidebarNav>
      </SidebarPanel>
    );
  }

  it('given the toggle, should collapse to icons and expand again (uncontrolled)', async () => {
    render(<Panel />);
    const aside = screen.getByRole('complementary', { name: 'Site navigation' });
    const hide = screen.getByRole('button', { name: 'Hide sidebar' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    expect(aside).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(hide);
    const show = screen.getByRole('button', { name: 'Show sidebar' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(aside).toHaveAttribute('data-state', 'collapsed');
    // Names survive collapsing (visually hidden, plus a tooltip title).
    expect(screen.getByRole('link', { name: 'Portfolio' })).toHaveAttribute('title', 'Portfolio');
    await userEvent.click(show);
    expect(aside).toHaveAttribute('data-state', 'expanded');
  });

  it('given controlled collapsed, should report changes and follow the owner', async () => {
    const onCollapsedChange = vi.fn();
    render(<Panel collapsed={false} onCollapsedChange={onCollapsedChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(onCollapsedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Hide sidebar' })).toBeInTheDocument();
  });

  it('given the toggle, should control the panel body', () => {
    render(<Panel />);
    const id = screen.getByRole('button', { name: 'Hide sidebar' }).getAttribute('aria-controls')!;
    expect(document.getElementById(id)).toContainElement(
      screen.getByRole('link', { name: 'Services' }),
    );
  });

  it('given hideToggle (minimal mode), should show no toggle', () => {
    render(<Panel hideToggle />);
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
  });

  it('given a titled nav, should name the landmark by its title', () => {
    render(<Panel />);
    expect(screen.getByRole('navigation', { name: 'Main Menu' })).toBeInTheDocument();
  });

  it('given useSidebar in the footer, should tell it the collapsed state', async () => {
    function Footer() {
      const { collapsed } = useSidebar();
      return <span>{collapsed ? 'icon only' : 'full'}</span>;
    }
    render(<Panel footer={<Footer />} />);
    expect(screen.getByText('full')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    expect(screen.getByText('icon only')).toBeInTheDocument();
  });

  it('given an item without href, should render a button that calls onClick', async () => {
    const onClick = vi.fn();
    render(
      <SidebarPanel label="Quick tools">
        <SidebarNav title="Quick Tools">
          <SidebarItem label="Analytics" onClick={onClick} />
        </SidebarNav>
      </SidebarPanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Analytics' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given a ref on an item, should point at the link', () => {
    let node: HTMLElement | null = null;
    render(
      <SidebarPanel label="Nav">
        <SidebarNav label="Main">
          <SidebarItem href="/" label="Home" ref={(el) => void (node = el)} />
        </SidebarNav>
      </SidebarPanel>,
    );
    expect(node).toBeInstanceOf(HTMLAnchorElement);
  });

  it('should have no axe violations, expanded or collapsed', async () => {
    const { container } = render(<Panel />);
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Hide sidebar' }));
    });
    expect(await axeViolations(container)).toEqual([]);
  });
});
