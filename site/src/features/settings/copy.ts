// The settings screen's words (docs/product/spec.md §2 "Settings screen", "Change Password modal",
// "Two-factor setup modal"; docs/product/decisions.md "Accounts"). Toasts come from the contract's
// messages (§8). Tests assert these exactly.

export const settingsCopy = {
  title: 'Account Settings',
  lead: 'Your theme, notifications, password, two-factor authentication and signed-in devices.',
} as const;

export const themeCopy = {
  title: 'Theme Preferences',
  darkMode: 'Dark Mode',
  hint: 'Saved on your account and applied when you sign in on another device.',
} as const;

export const notificationsCopy = {
  title: 'Notification Preferences',
  email: 'Email Notifications',
  emailHint: 'Project updates and replies to your quotes, by email.',
  push: 'Push Notifications',
  pushHint:
    'Alerts in the notification panel, and from your browser while this tab is in the background.',
  /** Push is on (the default) but this browser was never asked: ask with a click. */
  allowPush: 'Allow in this browser',
  pushBlocked: 'This browser blocks notifications from this site: allow them in its site settings.',
  /** Where the page's code does not run, a change is saved by this button (with it, at once). */
  save: 'Save Preferences',
} as const;

export const securityCopy = {
  title: 'Account Security',
  changePassword: 'Change Password',
  enableTwoFactor: 'Enable Two-Factor Authentication',
  disableTwoFactor: 'Disable Two-Factor Authentication',
  twoFactorOn: 'Two-factor authentication is on: signing in asks for a code from your app.',
  twoFactorOff: 'Add a second step to signing in with a code from an authenticator app.',
} as const;

export const sessionsCopy = {
  title: 'Active sessions',
  lead: 'Devices signed in to your account. Sign out any you do not recognise.',
  current: 'This device',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out of all other sessions',
  signingOutOthers: 'Signing out...',
  empty: 'No other devices are signed in.',
  activeNow: 'Active now',
} as const;

export const changePasswordCopy = {
  title: 'Change Password',
  description: 'Other devices signed in to your account will be signed out.',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  newPasswordHint: 'At least 8 characters.',
  confirmPassword: 'Confirm New Password',
  cancel: 'Cancel',
  submit: 'Change Password',
  submitting: 'Changing...',
} as const;

export const twoFactorSetupCopy = {
  title: 'Set Up Two-Factor Authentication',
  description: 'Use an authenticator app such as 1Password, Google Authenticator or Authy.',
  loading: 'Preparing your key...',
  step1: 'Step 1: Scan the QR code',
  step1Text: 'Scan this code with your authenticator app, or type the key below by hand.',
  qrLabel: 'QR code that adds Brightlane Digital to your authenticator app',
  secret: 'Secret key',
  secretHint: 'Enter this key if you cannot scan the QR code.',
  step2: 'Step 2: Enter the 6-digit code',
  code: '6-digit code',
  codeHint: 'The code your app shows for Brightlane Digital.',
  /** Turning two-factor on asks for the password, as turning it off does. */
  password: 'Current password',
  cancel: 'Cancel',
  submit: 'Verify',
  submitting: 'Verifying...',
} as const;

export const recoveryCodesCopy = {
  description:
    'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown only this once.',
  done: 'Done',
} as const;

export const twoFactorDisableCopy = {
  title: 'Disable Two-Factor Authentication',
  description: 'Enter your password to turn off two-factor authentication.',
  password: 'Password',
  cancel: 'Cancel',
  submit: 'Disable',
  submitting: 'Disabling...',
} as const;
