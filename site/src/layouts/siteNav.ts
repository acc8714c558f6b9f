// The chrome's links (docs/product/spec.md §2 "Navigation", "Mobile layout", footer). Each leads to a page
// (docs/product/decisions.md: no link leads to the not-found page); the crawler test follows them all.

export interface NavItem {
  readonly to: string;
  readonly label: string;
}

/** The navigation bar's links. */
export const primaryNav: readonly NavItem[] = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
];

/** Signed-out actions of the navigation bar. */
export const authNav = {
  signIn: { to: '/login', label: 'Sign In' },
  signUp: { to: '/signup', label: 'Create Account' },
  logOut: { to: '/logout', label: 'Log Out' },
} as const satisfies Record<string, NavItem>;

/** The small-screen sidebar's account links, signed out and signed in. */
export const accountNav = {
  signedOut: [authNav.signIn, authNav.signUp],
  signedIn: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/notifications', label: 'Notifications' },
    authNav.logOut,
  ],
} as const satisfies Record<string, readonly NavItem[]>;

/** The small-screen sidebar: items before the Services group, the group, items after it. */
export const mobileNav = {
  before: [
    { to: '/', label: 'Home' },
    { to: '/about', label: 'About' },
    { to: '/portfolio', label: 'Portfolio' },
  ],
  services: {
    label: 'Services',
    items: [
      { to: '/services/cloud', label: 'Cloud Services' },
      { to: '/services/seo', label: 'SEO' },
      { to: '/services/web-development', label: 'Web Development' },
      { to: '/services/ecommerce', label: 'eCommerce' },
      { to: '/support', label: 'Support' },
    ],
  },
  after: [
    { to: '/contact', label: 'Contact' },
    { to: '/faq', label: 'FAQ' },
  ],
} as const satisfies {
  before: readonly NavItem[];
  services: { label: string; items: readonly NavItem[] };
  after: readonly NavItem[];
};

/** The footer's link groups. */
export const footerGroups = [
  {
    title: 'Services',
    links: [
      { to: '/services/web-development', label: 'Web Development' },
      { to: '/services/seo', label: 'SEO' },
      { to: '/services/ecommerce', label: 'eCommerce' },
      { to: '/services/cloud', label: 'Cloud' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About' },
      { to: '/portfolio', label: 'Portfolio' },
      { to: '/blog', label: 'Blog' },
      { to: '/careers', label: 'Careers' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/contact', label: 'Contact' },
      { to: '/faq', label: 'FAQ' },
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms', label: 'Terms' },
    ],
  },
] as const satisfies readonly { title: string; links: readonly NavItem[] }[];

/** The footer's bottom bar. */
export const legalNav: readonly NavItem[] = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/sitemap', label: 'Sitemap' },
];

/** A link is current on its own page and (except home) on the pages below it. */
export function isActivePath(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}

/** As the ui navigation components take links: `href` rather than `to`. */
export function toLinks(items: readonly NavItem[]): { href: string; label: string }[] {
  return items.map(({ to, label }) => ({ href: to, label }));
}

/** The desktop left navigation (docs/product/spec.md §2 "Desktop layout"). */
export const desktopNav = {
  mainMenu: {
    title: 'Main Menu',
    items: [
      { to: '/services', label: 'Services' },
      { to: '/portfolio', label: 'Portfolio' },
      { to: '/about', label: 'About Us' },
      { to: '/contact', label: 'Contact' },
    ],
  },
  ourServices: {
    title: 'Our Services',
    items: [
      { to: '/services/cloud', label: 'Cloud' },
      { to: '/services/seo', label: 'Search Engine' },
      { to: '/services/web-development', label: 'Web Development' },
      { to: '/services/ecommerce', label: 'eCommerce' },
    ],
  },
} as const satisfies Record<string, { title: string; items: readonly NavItem[] }>;

/** The right sidebar's Quick Tools: each explains itself in a hover popup (docs/product/spec.md §2). */
export const quickTools = [
  {
    name: 'Analytics',
    text: 'Track visitors, conversions and traffic sources for every page of your site.',
  },
  {
    name: 'SEO Tools',
    text: 'Audit pages, research keywords and follow your search rankings over time.',
  },
  {
    name: 'Performance',
    text: 'Measure load times and Core Web Vitals, and see what slows a page down.',
  },
  {
    name: 'Collaborate',
    text: 'Invite your team, share feedback on designs and keep decisions in one place.',
  },
] as const;

/** The right sidebar's Quick Actions. 'Support' opens the contact form in a popup on mobile. */
export const quickActions = {
  title: 'Quick Actions',
  newWorkspace: { to: '/workspace', label: 'New Workspace' },
  support: { to: '/support', label: 'Support' },
} as const;
