// Signing in, up and out, a forgotten or reset password, and the account banners.
// Part of the message catalogue (../messages.ts): exact strings are behaviour, word for word.

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
