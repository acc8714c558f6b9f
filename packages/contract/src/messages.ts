// Every user-facing validation message (docs/product/spec.md §5) and the client error catalogue (docs/product/spec.md §8),
// word for word. Exact strings are behaviour: tests assert them, so change them here only.
// Grouped by the screen that shows them; the schemas in auth.ts and forms.ts read from here.
// Messages marked "ours" are not in docs/product/spec.md: the product needs them (fields docs/product/spec.md leaves to
// the browser, new screens from docs/product/decisions.md) and they follow docs/product/spec.md's wording.

/** The minimum password length (docs/product/spec.md §9), enforced at sign-up, change and reset. */
export const PASSWORD_MIN_LENGTH = 8;
/**
 * Ours (ASVS 5.0 V6.2.9): the longest password accepted when one is chosen. The whole password
 * is hashed, never truncated; 128 leaves room for any passphrase and bounds the hashing work.
 */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Ours: the longest account name (sign-up's Full Name, the profile's). The name is the greeting
 * of every account e-mail, so it is kept short enough to carry no message of its own.
 */
export const ACCOUNT_NAME_MAX = 100;

/** Login screen: validation (§5) and the page's error mapping (§8, newer flow). */
export const loginMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  /** For a server message containing 'invalid credentials'. */
  invalidCredentials: 'Invalid email or password',
  /** For a server message containing '404'. */
  serviceUnavailable: 'Service unavailable',
  /** A success response without `token` or `user`. */
  invalidResponse: 'Authentication failed: Invalid response',
  fallback: 'Login failed. Please try again.',
  /** Older flow (auth context): the server's message, else this. */
  failed: 'Login failed',
} as const;

/** Signup screen: validation (§5) and the page's error mapping (§8). */
export const signupMessages = {
  nameRequired: 'Full name is required',
  /** Ours: the upper bound of the name (ACCOUNT_NAME_MAX). */
  nameTooLong: `Full name must be ${ACCOUNT_NAME_MAX} characters or less`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  /** Ours: the upper bound of a chosen password. */
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  /** Ours: the API refuses the 10,000 most common passwords (ASVS 5.0 V6.2.4). */
  passwordTooCommon: 'This password is too common. Please choose a different one.',
  passwordsMismatch: 'Passwords do not match',
  /** For a server message containing 'already exists' (and the API's duplicate answer). */
  emailTaken: 'Email already registered',
  serviceUnavailable: 'Service unavailable',
  invalidResponse: 'Authentication failed: Invalid response',
  fallback: 'Registration failed. Please try again.',
  /** Older flow (auth context). */
  failed: 'Signup failed',
} as const;

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

/** Forgot-password screen (§5 browser-checked field, §8 mapping). */
export const forgotPasswordMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  /** For a message containing 'not found'. The API never says so (no account enumeration). */
  emailNotFound: 'Email not found',
  fallback: 'Failed to send reset link',
  success: 'Password reset link sent to your email',
} as const;

/** Reset-password screen, a new route from docs/product/decisions.md; wording follows sign-up. */
export const resetPasswordMessages = {
  tokenMissing: 'This reset link is invalid or has expired',
  passwordRequired: signupMessages.passwordRequired,
  passwordTooShort: signupMessages.passwordTooShort,
  passwordTooLong: signupMessages.passwordTooLong,
  passwordTooCommon: signupMessages.passwordTooCommon,
  passwordsMismatch: signupMessages.passwordsMismatch,
  fallback: 'Failed to reset password',
  /** Shown on /login after a successful reset (docs/decisions/016-accounts-in-the-site.md wording). */
  success: 'Password reset. Please sign in.',
} as const;

/** Ours: answers of the account endpoints beyond docs/product/spec.md's screens (sessions, verification). */
export const accountMessages = {
  /** 401 of an endpoint that needs a session. */
  signInRequired: 'Please sign in to continue.',
  signedIn: 'Signed in',
  /** Sign-up's answer: the account exists and a confirmation link is on its way. */
  signedUp: 'Account created. Check your email to confirm your address.',
  signedOut: 'Signed out',
  /**
   * POST /api/user/verify: the same answer for every well-formed address, so the call tells
   * nobody whether an account exists (no account enumeration).
   */
  verifyAccepted: 'If an account exists for this address, you can reset its password.',
  /** /verify-email confirmed the address. */
  emailVerified: 'Your email address is confirmed.',
  /** The verification link is unknown, used or older than 24 hours. */
  verificationLinkInvalid: 'This verification link is invalid or has expired',
  /** /verify-email could not reach a verdict (the server failed, or the network did). */
  verificationFailed: 'Could not confirm your email. Please try again.',
  /** Resend from the 'Confirm your e-mail' banner. */
  verificationSent: 'Verification email sent. Check your inbox.',
  /** Resend failed without a sentence of the server's. */
  verificationSendFailed: 'Could not send the email. Please try again.',
  alreadyVerified: 'Your email address is already confirmed.',
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

/** Quote builder: validation (§5) and submission errors (§8). */
export const quoteMessages = {
  projectGoalRequired: 'Please select a project type',
  businessTypeRequired: 'Please select your industry',
  projectScopeRequired: 'Please select project scope',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  /** The response was not ok. */
  submitFailed: 'Failed to submit quote',
  /** `success: false` without a server message. */
  submissionFailed: 'Submission failed',
  /** Shown under the form. */
  fallback: 'Failed to submit quote. Please try again.',
} as const;

/** Contact form: §5 leaves the checks to the browser, the wording is ours; errors and thanks are §8. */
export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  messageRequired: 'Message is required',
  /** From the earlier product's e-mail-routing call, which we no longer make (docs/product/decisions.md). */
  routingFailed: 'Failed to configure email routing',
  submitFailed: 'Failed to submit form',
  fallback: 'Failed to submit form. Please try again or contact us directly.',
  thankYou: (name: string) => `Thank You, ${name}!`,
  replyPromise: "We'll get back to you within 24 hours.",
  confirmationSent: (email: string) => `A confirmation has been sent to ${email}.`,
} as const;

/** Careers application modal: validation wording is ours (§5 lists the rules), outcomes are §8. */
export const careersMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone is required',
  experienceRequired: 'Experience is required',
  githubInvalid: 'Please enter a valid URL',
  positionRequired: 'Please select a position',
  cvType: 'Your CV must be a PDF or DOCX file',
  cvTooLarge: 'Your CV must be 5 MB or smaller',
  failed: 'There was an error submitting your application. Please try again.',
  successTitle: 'Thank you for your application!',
  successBody: "We'll review your information and get back to you soon.",
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

/** Answers of the rate limiter on auth endpoints and public forms (docs/product/decisions.md). */
export const rateLimitMessages = {
  tooManyAttempts: 'Too many attempts. Try again in 10 minutes.',
  /** The same sentence for another wait; `tooManyAttemptsIn(10)` equals `tooManyAttempts`. */
  tooManyAttemptsIn: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** Ours: the 429 of a public form (quote, contact, careers) after too many submissions. */
  tooManySubmissions: 'Too many submissions. Please try again in 10 minutes.',
  /** The same sentence for another wait; `tooManySubmissionsIn(10)` equals `tooManySubmissions`. */
  tooManySubmissionsIn: (minutes: number) =>
    `Too many submissions. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/**
 * Ours: the `message` of the API's success answers to the lead forms. The site shows its own
 * success screens (§8); these are for other clients and the API reference.
 */
export const leadMessages = {
  quoteReceived:
    "Thank you! Your quote request has been received. We'll be in touch within 24 hours.",
  /** The same answer whether or not a confirmation was sent, so the call reveals nothing. */
  confirmationRequested:
    'If this address requested a quote in the last hour, a confirmation is on its way.',
  contactReceived: "Thank you for your message. We'll get back to you within 24 hours.",
  applicationReceived: "Thank you for your application! We'll review it and get back to you soon.",
} as const;

/** Generic fallbacks of the API client (§7). */
export const requestMessages = {
  /** A failed response whose body has no `message`. */
  failedWithStatus: (status: number) => `Request failed with status ${status}`,
} as const;
