import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon } from 'lucide-react';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { NotificationBell } from '../NotificationBell/NotificationBell.tsx';
import { Sidebar } from '../Sidebar/Sidebar.tsx';
import { SidebarGroup } from '../Sidebar/SidebarGroup.tsx';
import { SidebarItem } from '../Sidebar/SidebarItem.tsx';
import { SidebarNav } from '../Sidebar/SidebarNav.tsx';
import type { NavBarLinkItem, NavBarMenuState } from './NavBar.tsx';
import { NavBar } from './NavBar.tsx';

// Generous: the visual runner plays stories two at a time on a busy machine.
const settle = { timeout: 5000 };

const links: NavBarLinkItem[] = [
  { href: '#about', label: 'About' },
  { href: '#services', label: 'Services', active: true },
  { href: '#contact', label: 'Contact' },
];

const brand = (
  <a href="#home" style={{ color: 'inherit', textDecoration: 'none' }}>
    Brightlane Digital
  </a>
);

const themeToggle = (
  <IconButton label="Switch to light theme" icon={<Moon size={20} />} tone="neutral" />
);

const signedOut = (
  <>
    <Button variant="ghost" tone="neutral">
      Sign In
    </Button>
    <Button>Create Account</Button>
  </>
);

const signedIn = (
  <>
    <NotificationBell unreadCount={3} />
    <IconButton round label="Profile" icon={<Avatar fallback="ME" alt="" />} tone="neutral" />
  </>
);

/** While the session is being checked on load: neither signed in nor out yet. */
const sessionChecking = (
  <>
    <Button variant="ghost" tone="neutral" disabled loading loadingText="Loading...">
      Sign In
    </Button>
    <Button disabled loading loadingText="Loading...">
      Create Account
    </Button>
  </>
);

const accountMenu = (
  <IconButton round label="Account menu" icon={<Avatar name="Jane Doe" alt="" />} tone="neutral" />
);

const menu = (state: NavBarMenuState) => (
  <Sidebar {...state} title="Menu" side="right">
    <SidebarNav label="Mobile">
      <SidebarItem href="#home" label="Home" />
      <SidebarItem href="#about" label="About" />
      <SidebarItem href="#portfolio" label="Portfolio" />
      <SidebarGroup label="Services" defaultOpen>
        <SidebarItem href="#cloud" label="Cloud Services" />
        <SidebarItem href="#seo" label="SEO" />
        <SidebarItem href="#web" label="Web Development" />
        <SidebarItem href="#ecommerce" label="eCommerce" />
        <SidebarItem href="#support" label="Support" />
      </SidebarGroup>
      <SidebarItem href="#contact" label="Contact" active />
      <SidebarItem href="#faq" label="FAQ" />
    </SidebarNav>
  </Sidebar>
);

/** A page under the fixed bar, tall enough to scroll. */
function Page({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <div style={{ minHeight: tall ? '200vh' : 240 }}>
      {children}
      <main style={{ paddingTop: `calc(${vars.size.navHeight} + 24px)`, paddingInline: 24 }}>
        <h1 style={{ fontSize: vars.fontSize.xxl }}>Page content</h1>
        <p style={{ color: vars.color.textMuted }}>The page is offset by the bar's height.</p>
      </main>
    </div>
  );
}

const meta = {
  title: 'Components/NavBar',
  component: NavBar,
  tags: ['autodocs', 'mobile'],
  parameters: {
    layout: 'fullscreen',
    // The bar is position: fixed; each docs example gets its own frame.
    docs: { story: { inline: false, iframeHeight: 260 } },
  },
  args: { brand, links, actions: themeToggle, desktopActions: signedOut, renderMenu: menu },
  argTypes: {
    brand: { control: false },
    actions: { control: false },
    desktopActions: { control: false },
  },
  render: (args) => (
    <Page>
      <NavBar {...args} />
    </Page>
  ),
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the links, the theme toggle, 'Sign In' and 'Create Account'. At 375 px only the toggle and the menu button remain. */
export const Playground: Story = {};

export const SignedIn: Story = { args: { desktopActions: signedIn } };

/** The account slot while the session is checked: both buttons disabled, reading 'Loading...'. */
export const SessionChecking: Story = { args: { desktopActions: sessionChecking } };

/** The account slot signed out: 'Sign In' and 'Create Account'. */
export const SignedOut: Story = { args: { desktopActions: signedOut } };

/**
 * The account slot signed in: the user's avatar as the 'Account menu' button. (`SignedIn`
 * above is the full signed-in bar, with the notification bell.)
 */
export const SignedInAccountMenu: Story = {
  args: { desktopActions: accountMenu },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Account menu', hidden: true });
    // The initials are drawn from data-initials (see Avatar.css.ts), not written as text.
    await expect(button.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JD');
  },
};

/** 70 px once the page has scrolled past 10 px. Forced here with `scrolled`. */
export const Shrunk: Story = { args: { scrolled: true } };

/** With the ABN badge beside the brand. */
export const WithBadge: Story = {
  args: {
    brand: (
      <>
        {brand}
        <Badge tone="neutral" size="sm">
          ABN 12 345 678 901
        </Badge>
      </>
    ),
  },
};

const pseudo: Record<string, string> = { '#hover': 'hover', '#focus': 'focus' };

/**
 * Hover and keyboard focus, shown by the pseudo-states addon: this story's `renderLink` marks
 * the links with `data-pseudo` (see .storybook/pseudoStates.ts).
 */
export const LinkStates: Story = {
  args: {
    links: [
      { href: '#rest', label: 'Rest' },
      { href: '#hover', label: 'Hover' },
      { href: '#focus', label: 'Focus' },
      { href: '#active', label: 'Active', active: true },
    ],
    renderLink: ({ children, ...props }) => (
      <a {...props} data-pseudo={pseudo[props.href]}>
        {children}
      </a>
    ),
  },
};

/** No links and no menu: just the brand and actions. */
export const Minimal: Story = {
  args: { links: [], renderMenu: undefined, desktopActions: undefined },
};

export const LongText: Story = {
  args: {
    brand: 'Brightlane Digital — Melbourne web design and development',
    links: [
      { href: '#a', label: 'About' },
      { href: '#s', label: 'Services', active: true },
      { href: '#p', label: 'Portfolio' },
      { href: '#c', label: 'Contact' },
    ],
  },
};

/** The small-screen menu, open. */
export const MenuOpen: Story = { args: { defaultMenuOpen: true } };

/** Scrolling past 10 px shrinks the bar; scrolling back restores it. */
export const ShrinksOnScroll: Story = {
  render: (args) => (
    <Page tall>
      <NavBar {...args} />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.ownerDocument.querySelector('header')!;
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 11);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'), settle);
    window.scrollTo(0, 10);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'), settle);
    window.scrollTo(0, 0);
  },
};

/** The menu button opens the sidebar and Escape closes it (visible at ≤768 px). */
export const MenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Open menu', hidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Hidden by CSS on wide screens; only exercise it where it shows.
    if (button.offsetParent === null) return;
    await userEvent.click(button);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), settle);
    await waitFor(() => expect(button).toHaveFocus(), settle);
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {[lightTheme, darkTheme].map((scope) => (
        // A section, so each bar is not a second page banner; distinct nav names for the same reason.
        <section
          key={scope}
          aria-label={scope === lightTheme ? 'Light' : 'Dark'}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <NavBar {...args} position="static" renderMenu={undefined} navLabel={`Main (${scope})`} />
          <div style={{ height: 12 }} />
          <NavBar
            {...args}
            position="static"
            renderMenu={undefined}
            desktopActions={signedIn}
            navLabel={`Main, shrunk (${scope})`}
            scrolled
          />
        </section>
      ))}
    </div>
  ),
};
