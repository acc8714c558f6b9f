// The account's notices any page can show: the bar's banners, and the toasts after signing in,
// up or out. Every page's first load carries them, so they are a module of their own.
// Part of the message catalogue (../messages.ts): exact strings are behaviour, word for word.

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
