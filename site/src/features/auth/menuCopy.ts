// The account words of every page's navigation bar and banners (docs/product/spec.md §2, §4; docs/decisions/016-accounts-in-the-site.md).
// Apart from the forms' words (copy.ts), which load only with the forms: these are in every
// page's first load.

/** The 'Confirm your e-mail' banner shown to a signed-in user whose address is unconfirmed. */
export const confirmBannerCopy = {
  title: 'Confirm your e-mail',
  text: (email: string) => `We sent a confirmation link to ${email}.`,
  resend: 'Resend',
  resending: 'Resending...',
} as const;

export const accountMenuCopy = {
  /** The avatar button's accessible name. */
  menu: 'Account menu',
  profile: 'Profile',
  dashboard: 'Dashboard',
  notifications: 'Notifications',
  logout: 'Log Out',
  loading: 'Loading...',
  /** The error banner's title. */
  errorTitle: 'Error',
} as const;
