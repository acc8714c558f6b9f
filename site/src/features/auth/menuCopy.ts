// The account words of every page's navigation bar and banners (SPEC.md §2, §4; issue 18).
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
