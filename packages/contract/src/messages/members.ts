// The signed-in pages: profile, settings, two-factor, sessions, the staff inbox, notifications,
// the workspace, posts and projects.
// Part of the message catalogue (../messages.ts): exact strings are behaviour, word for word.

import { ACCOUNT_NAME_MAX, signupMessages } from './accounts.ts';

/** Profile edit form (§5 says both fields are required; the wording is ours, as at sign-up). */
export const profileMessages = {
  nameRequired: 'Full name is required',
  nameTooLong: `Full name must be ${ACCOUNT_NAME_MAX} characters or less`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  /** Older flow (auth context): the server's message, else this. */
  updateFailed: 'Update failed',
  /** Ours: a saved name (and an e-mail unchanged or already confirmed). */
  updated: 'Profile updated',
  /** Ours: a new e-mail takes effect once the link sent to it is followed (docs/product/decisions.md). */
  emailChangePending: (email: string) =>
    `Check ${email} for a link to confirm your new email address.`,
  /** Ours: changing the e-mail asks for the password (docs/decisions/017-account-security.md). */
  passwordRequiredForEmail: 'Enter your current password to change your email',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: 'Email already registered',
  /** Ours: /verify-email confirmed a changed address. */
  emailChanged: 'Your new email address is confirmed.',
  /**
   * Ours: /verify-email followed the "this wasn't you" link e-mailed to the old address
   * (docs/decisions/034-accounts-stay-the-owners.md): the change is undone, every session ends
   * and a reset link goes to the restored address.
   */
  emailChangeUndone:
    'The change to your email address was undone and every session was signed out. We sent you a link to set a new password.',
} as const;

/** Settings screen toasts (§8) and the change-password / two-factor checks (§5). */
export const settingsMessages = {
  notificationsUpdated: 'Notification preferences updated',
  notificationsUpdateFailed: 'Failed to update notification preferences',
  twoFactorDisabled: 'Two-factor authentication disabled',
  twoFactorDisableFailed: 'Failed to disable 2FA',
  twoFactorEnabled: 'Two-factor authentication enabled',
  twoFactorEnableFailed: 'Failed to enable 2FA',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'Failed to change password',
  newPasswordsMismatch: 'New passwords do not match',
  invalidVerificationCode: 'Invalid verification code',
} as const;

/** Change-password modal fields. The required wording is ours; the rest is §5/§8. */
export const changePasswordMessages = {
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordTooShort: signupMessages.passwordTooShort,
  passwordsMismatch: settingsMessages.newPasswordsMismatch,
  /** Ours: the API's answer when the current password is wrong. */
  currentPasswordIncorrect: 'Current password is incorrect',
  newPasswordTooLong: signupMessages.passwordTooLong,
  newPasswordTooCommon: signupMessages.passwordTooCommon,
  confirmPasswordRequired: 'Please confirm your new password',
} as const;

/** Two-factor set-up, login step and disable dialog. */
export const twoFactorMessages = {
  invalidCode: settingsMessages.invalidVerificationCode,
  /** Ours: the disable dialog asks for the current password (docs/product/decisions.md). */
  passwordRequired: 'Password is required',
  /** Ours: the second login step after the sign-in took too long or was replayed. */
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  /** Ours: the login answer that asks for the second step. */
  codeRequired: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  /** Ours: enable without a pending secret (the set-up modal was not opened, or long ago). */
  setupExpired: 'Two-factor set-up has expired. Please start again.',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  /** Ours: the dialog shown once after enabling (docs/product/decisions.md). */
  recoveryCodesTitle: 'Save your recovery codes',
  /** Ours: the sign-in step used one of the ten recovery codes. */
  recoveryCodeUsed: (left: number) =>
    `Signed in with a recovery code. ${left} ${left === 1 ? 'code' : 'codes'} left.`,
} as const;

/** Ours: the Active sessions list of the settings screen (docs/decisions/017-account-security.md). */
export const sessionMessages = {
  signedOut: 'Session signed out',
  othersSignedOut: 'Signed out of all other sessions',
  notFound: 'Session not found',
  signOutFailed: 'Failed to sign out the session',
  loadFailed: 'Failed to load sessions',
} as const;

/** Ours: the staff inbox at /admin (docs/product/decisions.md "Lead forms"). */
export const staffMessages = {
  markedHandled: 'Marked as handled',
  markedOpen: 'Marked as open',
  leadNotFound: 'Lead not found',
  loadFailed: 'Failed to load leads',
  updateFailed: 'Failed to update the lead',
} as const;

/** Ours: the settings screen's theme card saves dark mode on the account too. */
export const themeMessages = {
  saveFailed: 'Failed to save your theme preference',
} as const;

/** Notifications panel and top bar (§8). */
export const notificationMessages = {
  loadFailed: 'Failed to load notifications',
  updateFailed: 'Failed to update notifications',
  clearFailed: 'Failed to clear notifications',
  logoutFailed: 'Logout failed. Please try again.',
  /** Ours: the /notifications page. */
  pageTitle: 'Notifications',
  empty: 'No notifications yet',
  markRead: 'Mark as read',
  loadMore: 'Load more',
  /** Ours: the system notification's title when the tab is hidden (Push Notifications on). */
  systemTitle: 'Brightlane Digital',
} as const;

/**
 * Ours: what each event's notification says (docs/product/decisions.md "Notifications"). Written once when
 * the event happens and stored; the same words are the e-mail's subject and first line when
 * Email Notifications is on.
 */
export const notificationTexts = {
  welcome: (name: string) =>
    `Welcome to Brightlane Digital, ${name}! Confirm your e-mail address to finish setting up.`,
  emailVerified: (email: string) => `Your e-mail address ${email} is confirmed.`,
  passwordChanged:
    'Your password was changed. If this wasn’t you, reset your password and contact us.',
  twoFactorEnabled: 'Two-factor authentication is now on for your account.',
  twoFactorDisabled:
    'Two-factor authentication was turned off. If this wasn’t you, change your password.',
  newSignIn: (browser: string, network: string) =>
    `New sign-in from ${browser} (${network}). If this wasn’t you, change your password.`,
  quoteReceived: (project: string) =>
    `We received your ${project} quote request. We will reply within 24 hours.`,
  projectStatus: (project: string, status: string) => `Project “${project}” is now ${status}.`,
} as const;

/** Workspace screen (§8). */
export const workspaceMessages = {
  fetchFailed: 'Error: Failed to fetch workspace data',
  loading: 'Loading workspace...',
  empty: 'No workspace data available',
} as const;

/** Blog authoring forms (§5 lists the rules; the wording is ours). */
export const blogMessages = {
  titleRequired: 'Title is required',
  slugRequired: 'Slug is required',
  slugInvalid: 'Slug can only contain lowercase letters, numbers and hyphens',
  contentRequired: 'Content is required',
  statusInvalid: 'Status must be draft, submitted or published',
  // Ours (docs/decisions/022-member-area-analytics-storage-billing.md):
  slugTaken: 'This slug is already taken',
  titleTooLong: 'Title must be 200 characters or less',
  excerptTooLong: 'Excerpt must be 300 characters or less',
  contentTooLong: 'Content is too long',
  notFound: 'Post not found',
  forbidden: 'Only the author can change this post',
  created: 'Post created',
  saved: 'Post saved',
  deleted: 'Post deleted',
  // Ours (docs/product/decisions.md "Blog": publishing needs the staff role):
  /** A member asked for status published. */
  publishNeedsStaff: 'Only staff can publish a post. Submit it for review instead.',
  /** Saved with status submitted: staff see it in the review list. */
  submitted: 'Post submitted for review',
  /** GET /api/blog/review by a member. */
  reviewNeedsStaff: 'Only staff can review posts',
} as const;

/** Project forms of the logged-in area (docs/product/decisions.md; the wording is ours). */
export const projectMessages = {
  nameRequired: 'Project name is required',
  nameTooLong: 'Project name must be 100 characters or less',
  descriptionTooLong: 'Description must be 2,000 characters or less',
  statusInvalid: 'Please select a status',
  countInvalid: 'Enter a whole number, 0 or more',
  revenueInvalid: 'Enter an amount in dollars, 0 or more',
  notFound: 'Project not found',
  created: 'Project created',
  saved: 'Project saved',
  deleted: 'Project deleted',
} as const;
