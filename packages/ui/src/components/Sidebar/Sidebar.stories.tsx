import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BarChart3,
  Briefcase,
  Cloud,
  Code,
  FolderPlus,
  Gauge,
  HelpCircle,
  Home,
  Info,
  LifeBuoy,
  Mail,
  Menu,
  Moon,
  Search,
  ShoppingCart,
  Users,
  Wrench,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Sidebar } from './Sidebar.tsx';
import { useSidebar } from './SidebarContext.ts';
import { SidebarGroup } from './SidebarGroup.tsx';
import { SidebarItem } from './SidebarItem.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { SidebarPanel } from './SidebarPanel.tsx';

// Generous: the visual runner plays stories three at a time on a busy machine. On a timeout
// the error keeps its own message (Testing Library would append the whole document).
const settle = { timeout: 5000, onTimeout: (error: Error) => error };

/** Where the menu stands, for a failure message: shown or not, its state, the trigger's. */
function menuState(trigger: HTMLElement) {
  const dialog = document.querySelector('[role="dialog"]');
  return `menu ${dialog ? `shown (data-state=${dialog.getAttribute('data-state')})` : 'gone'}, trigger aria-expanded=${trigger.getAttribute('aria-expanded')}`;
}

/** Stand-in for the site's theme switch (it lives in another family). */
function ThemeSwitchPlaceholder() {
  const { collapsed } = useSidebar();
  return collapsed ? (
    <IconButton label="Switch to light theme" icon={<Moon size={18} />} tone="neutral" />
  ) : (
    <Button variant="outline" tone="neutral" block>
      <Moon size={16} aria-hidden="true" /> Dark mode
    </Button>
  );
}

/** docs/product/spec.md §2 "Mobile layout": the slide-in menu's items. */
function MobileMenu({ servicesOpen = true }: { servicesOpen?: boolean }) {
  return (
    <SidebarNav label="Mobile">
      <SidebarItem href="#home" label="Home" icon={<Home size={18} />} />
      <SidebarItem href="#about" label="About" icon={<Info size={18} />} active />
      <SidebarItem href="#portfolio" label="Portfolio" icon={<Briefcase size={18} />} />
      <SidebarGroup label="Services" icon={<Wrench size={18} />} defaultOpen={servicesOpen}>
        <SidebarItem href="#cloud" label="Cloud Services" />
        <SidebarItem href="#seo" label="SEO" />
        <SidebarItem href="#web" label="Web Development" />
        <SidebarItem href="#ecommerce" label="eCommerce" />
        <SidebarItem href="#support" label="Support" />
      </SidebarGroup>
      <SidebarItem href="#contact" label="Contact" icon={<Mail size={18} />} />
      <SidebarItem href="#faq" label="FAQ" icon={<HelpCircle size={18} />} />
    </SidebarNav>
  );
}

/** docs/product/spec.md §2 "Desktop layout": the left navigation. */
function DesktopNav() {
  return (
    <>
      <SidebarNav title="Main Menu">
        <SidebarItem href="#services" label="Services" icon={<Wrench size={18} />} active />
        <SidebarItem href="#portfolio" label="Portfolio" icon={<Briefcase size={18} />} />
        <SidebarItem href="#about" label="About Us" icon={<Users size={18} />} />
        <SidebarItem href="#contact" label="Contact" icon={<Mail size={18} />} />
      </SidebarNav>
      <SidebarNav title="Our Services">
        <SidebarItem href="#cloud" label="Cloud" icon={<Cloud size={18} />} />
        <SidebarItem href="#seo" label="Search Engine" icon={<Search size={18} />} />
        <SidebarItem href="#web" label="Web Development" icon={<Code size={18} />} />
        <SidebarItem href="#ecommerce" label="eCommerce" icon={<ShoppingCart size={18} />} />
      </SidebarNav>
    </>
  );
}

const brand = <span>Brightlane Digital</span>;

/** A desktop frame: panel beside page content. */
function Frame({ children, height = 560 }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        display: 'flex',
        height,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.background,
      }}
    >
      {children}
      <main style={{ flex: 1, padding: 24, color: vars.color.textMuted }}>Page content</main>
    </div>
  );
}

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  tags: ['autodocs', 'mobile'],
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { title: 'Menu', footer: <ThemeSwitchPlaceholder />, children: <MobileMenu /> },
  argTypes: {
    children: { control: false },
    footer: { control: false },
    header: { control: false },
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide-in menu, open: overlay, items, the collapsible Services group and the theme switch. */
export const Open: Story = { args: { defaultOpen: true } };

export const FromTheRight: Story = { args: { defaultOpen: true, side: 'right' } };

export const GroupCollapsed: Story = {
  args: { defaultOpen: true, children: <MobileMenu servicesOpen={false} /> },
};

export const WithBrandHeader: Story = {
  args: {
    defaultOpen: true,
    header: <strong style={{ fontSize: vars.fontSize.lg }}>Brightlane Digital</strong>,
    description: 'Web design and development in Melbourne.',
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title: 'Navigation menu for the whole Brightlane Digital site',
    children: (
      <SidebarNav label="Mobile">
        <SidebarItem
          href="#a"
          label="A very long item label that cannot fit on one line of the menu"
          icon={<Info size={18} />}
        />
        <SidebarItem
          href="#b"
          label="Notifications"
          icon={<Mail size={18} />}
          badge={<Badge tone="critical" variant="solid" size="sm" count={120} />}
        />
        <SidebarGroup
          label="A group whose label is also far too long to fit"
          icon={<Wrench size={18} />}
          defaultOpen
        >
          <SidebarItem href="#c" label="Nested item with another very long label indeed" />
        </SidebarGroup>
      </SidebarNav>
    ),
  },
};

/** Closed, with its own trigger: opening moves focus in; Escape closes and returns focus. */
export const KeyboardAndEscape: Story = {
  args: {
    trigger: (
      <Button variant="outline" tone="neutral">
        <Menu size={18} aria-hidden="true" /> Open menu
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await waitFor(
      () => expect(dialog).toContainElement(document.activeElement as HTMLElement),
      settle,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), settle);
    await waitFor(() => expect(trigger).toHaveFocus(), settle);
  },
};

/** An overlay click closes it; so does following an item. */
export const OverlayAndItemClose: Story = {
  args: {
    trigger: (
      <Button variant="outline" tone="neutral">
        Open menu
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(trigger);
    await body.findByRole('dialog', { name: 'Menu' });
    // Radix starts listening for outside clicks one task after opening (so the opening click
    // cannot close it). A person never clicks that fast; a busy test machine can, even 100 ms
    // later, so the test clicks the overlay until the menu has gone. It still fails if the
    // overlay never closes the menu.
    await waitFor(async () => {
      const overlay = document.querySelector<HTMLElement>('[data-sidebar-overlay]');
      if (overlay) await userEvent.click(overlay);
      expect(
        body.queryByRole('dialog'),
        `after an overlay click: ${menuState(trigger)}`,
      ).toBeNull();
    }, settle);

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('link', { name: 'Portfolio' }));
    await waitFor(
      () =>
        expect(body.queryByRole('dialog'), `after an item click: ${menuState(trigger)}`).toBeNull(),
      settle,
    );
  },
};

/** The Services group opens and closes with the keyboard. */
export const GroupKeyboard: Story = {
  args: { defaultOpen: true, children: <MobileMenu servicesOpen={false} /> },
  play: async () => {
    const body = within(document.body);
    const group = await body.findByRole('button', { name: 'Services' });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    group.focus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await waitFor(
      () => expect(body.getByRole('link', { name: 'Cloud Services' })).toBeVisible(),
      settle,
    );
    await userEvent.keyboard(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  },
};

/* ---------- Desktop panel ---------- */

/** The persistent desktop sidebar with its 'Hide sidebar' toggle. */
export const Panel: Story = {
  render: () => (
    <Frame>
      <SidebarPanel label="Site navigation" header={brand} footer={<ThemeSwitchPlaceholder />}>
        <DesktopNav />
      </SidebarPanel>
    </Frame>
  ),
};

/** Collapsed to icons: names stay available to screen readers and as tooltips. */
export const PanelCollapsed: Story = {
  render: () => (
    <Frame>
      <SidebarPanel
        label="Site navigation"
        header={brand}
        footer={<ThemeSwitchPlaceholder />}
        defaultCollapsed
      >
        <DesktopNav />
      </SidebarPanel>
    </Frame>
  ),
};

export const PanelToggle: Story = {
  render: Panel.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hide = canvas.getByRole('button', { name: 'Hide sidebar' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    const show = canvas.getByRole('button', { name: 'Show sidebar' });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-state', 'collapsed');
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toBeInTheDocument();
    await userEvent.click(show);
    await expect(canvas.getByRole('button', { name: 'Hide sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** The right sidebar: Quick Tools and Quick Actions. */
export const PanelRight: Story = {
  render: () => (
    <div style={{ display: 'flex', height: 480, background: vars.color.background }}>
      <main style={{ flex: 1, padding: 24, color: vars.color.textMuted }}>Page content</main>
      <SidebarPanel label="Quick tools" side="right">
        <SidebarNav title="Quick Tools">
          <SidebarItem label="Analytics" icon={<BarChart3 size={18} />} />
          <SidebarItem label="SEO Tools" icon={<Search size={18} />} />
          <SidebarItem label="Performance" icon={<Gauge size={18} />} />
          <SidebarItem label="Collaborate" icon={<Users size={18} />} />
        </SidebarNav>
        <SidebarNav title="Quick Actions">
          <SidebarItem href="#workspace" label="New Workspace" icon={<FolderPlus size={18} />} />
          <SidebarItem href="#support" label="Support" icon={<LifeBuoy size={18} />} />
        </SidebarNav>
      </SidebarPanel>
    </div>
  ),
};

/** Minimal mode: no collapse toggle. */
export const PanelMinimal: Story = {
  render: () => (
    <Frame height={400}>
      <SidebarPanel label="Site navigation" header={brand} hideToggle>
        <DesktopNav />
      </SidebarPanel>
    </Frame>
  ),
};

/** Item states, hover and focus shown statically (the pseudo-states addon, `data-pseudo`). */
export const ItemStates: Story = {
  render: () => (
    <Frame height={360}>
      <SidebarPanel label="States" hideToggle>
        <SidebarNav label="States">
          <SidebarItem href="#rest" label="Rest" icon={<Home size={18} />} />
          <SidebarItem href="#hover" label="Hover" icon={<Home size={18} />} data-pseudo="hover" />
          <SidebarItem href="#focus" label="Focus" icon={<Home size={18} />} data-pseudo="focus" />
          <SidebarItem href="#active" label="Active" icon={<Home size={18} />} active />
          <SidebarItem label="Button item" icon={<Wrench size={18} />} />
          <SidebarItem
            href="#no-icon"
            label="Without icon"
            badge={
              <Badge tone="brand" size="sm">
                New
              </Badge>
            }
          />
        </SidebarNav>
      </SidebarPanel>
    </Frame>
  ),
};

export const Contrast: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'flex',
            gap: 16,
            height: 520,
            padding: 16,
            background: vars.color.background,
          }}
        >
          <SidebarPanel
            label={`Expanded (${scope})`}
            header={brand}
            footer={<ThemeSwitchPlaceholder />}
          >
            <SidebarNav label={`Menu (${scope})`}>
              <SidebarItem href="#home" label="Home" icon={<Home size={18} />} />
              <SidebarItem href="#about" label="About" icon={<Info size={18} />} active />
              <SidebarItem
                href="#hover"
                label="Hover"
                icon={<Mail size={18} />}
                data-pseudo="hover"
              />
              <SidebarGroup label="Services" icon={<Wrench size={18} />} defaultOpen>
                <SidebarItem href="#cloud" label="Cloud Services" />
                <SidebarItem href="#seo" label="SEO" active />
              </SidebarGroup>
            </SidebarNav>
          </SidebarPanel>
          <SidebarPanel label={`Collapsed (${scope})`} defaultCollapsed>
            <SidebarNav label={`Rail (${scope})`}>
              <SidebarItem href="#home" label="Home" icon={<Home size={18} />} />
              <SidebarItem href="#about" label="About" icon={<Info size={18} />} active />
              <SidebarItem href="#contact" label="Contact" icon={<Mail size={18} />} />
            </SidebarNav>
          </SidebarPanel>
        </div>
      ))}
    </div>
  ),
};
