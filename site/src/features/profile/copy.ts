// The profile screen's words (docs/product/spec.md §2 "Profile screen", §5 "Profile edit", §8; docs/product/decisions.md
// "Accounts": real data only, a guest is asked to sign in). Tests assert them exactly.
export const profileCopy = {
  title: (name: string) => `${name}'s Profile`,
  guestTitle: 'My Profile',
  /** The avatar's initials when the user has no name (docs/product/spec.md §2). */
  unknownInitials: 'UE',
  login: 'Login',
  logout: 'Logout',
  tabsLabel: 'Profile sections',
  profileTab: 'Profile',
  settingsTab: 'Settings',
  edit: 'Edit Profile',
  /** The edit button's label on narrow screens (≤768 px). */
  editShort: 'Edit',
  cancel: 'Cancel',
  name: 'Full Name',
  email: 'Email',
  memberSince: 'Member Since',
  accountType: 'Account Type',
  pending: (email: string) => `Pending confirmation: ${email}`,
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email. We send a link to the new address.',
  /** The same field where it cannot appear as a new e-mail is typed (without the page's code). */
  currentPasswordIfEmail:
    'Needed only if you change your email. We send a link to the new address.',
  pendingHint: (email: string) =>
    `${email} is waiting for confirmation: follow the link we sent there to make it your email.`,
  save: 'Save Changes',
  saving: 'Saving...',
  stats: 'Your Stats',
  projects: 'Projects',
  active: 'Active',
  completed: 'Completed',
  statsFailed: 'Could not load your stats',
  retry: 'Try again',
  newProject: 'New Project',
  accountSettings: 'Account Settings',
  settingsLoading: 'Loading your settings',
  guestPromptTitle: 'Sign in to see your profile',
  guestPromptText:
    'Your name, email, membership and project stats show here once you are signed in.',
  createAccount: 'Create Account',
  loading: 'Loading your profile',
} as const;

/** docs/product/spec.md §3 "accountType", from the user's role. */
export const accountTypeLabels = { user: 'Member', staff: 'Staff' } as const;
