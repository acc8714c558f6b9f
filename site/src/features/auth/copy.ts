// The account screens' words (docs/product/spec.md §2 "Login screen", "Signup screen", "Logout
// confirmation", "Forgot-password screen"; docs/decisions/016-accounts-in-the-site.md). Tests assert them exactly. The words
// every page's header and banners use are in menuCopy.ts, so these load only with the forms.
export const signInCopy = {
  title: 'Welcome Back',
  email: 'Email',
  password: 'Password',
  remember: 'Remember me',
  forgot: 'Forgot password?',
  submit: 'Sign In',
  submitting: 'Signing In...',
  switchPrompt: "Don't have an account?",
  switchLink: 'Sign Up',
} as const;

/**
 * The second sign-in step of an account with two-factor authentication (docs/product/decisions.md
 * "Two-factor"). The text is the API's own (`twoFactorMessages.codeRequired`).
 */
export const twoFactorCopy = {
  title: 'Two-Factor Authentication',
  description: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  code: 'Authentication code',
  submit: 'Verify',
  submitting: 'Verifying...',
  back: 'Back to sign in',
} as const;

export const signUpCopy = {
  title: 'Create Account',
  name: 'Full Name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  submit: 'Sign Up',
  submitting: 'Creating Account...',
  switchPrompt: 'Already have an account?',
  switchLink: 'Login',
} as const;

export const logoutCopy = {
  title: 'Ready to Leave?',
  description: 'You will be signed out of your account on this device.',
  cancel: 'Cancel',
  confirm: 'Log Out',
  confirming: 'Logging Out...',
} as const;

export const forgotCopy = {
  title: 'Reset Your Password',
  description: 'Enter your email to receive a reset link',
  email: 'Email Address',
  placeholder: 'you@example.com',
  submit: 'Send Reset Link',
  submitting: 'Sending...',
  footerLink: 'Sign In',
  sentTitle: 'Check Your Email',
  sent: (email: string) => `We sent a password reset link to ${email}.`,
  resend: 'Resend',
  resending: 'Resending...',
  spamHint: "Didn't get it? Check your spam folder, or resend the link.",
} as const;

export const resetCopy = {
  title: 'Choose a New Password',
  description: 'At least 8 characters. You will sign in with it next.',
  password: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Reset Password',
  submitting: 'Resetting...',
  requestNew: 'Request a new link',
} as const;

export const verifyCopy = {
  title: 'Confirm Your Email',
  /** Opening the link spends nothing: the press does (mail scanners follow every link). */
  prompt: 'This link works once. Press Confirm to use it.',
  confirm: 'Confirm',
  confirming: 'Confirming…',
  confirmedTitle: 'Email Confirmed',
  failedTitle: 'Link Not Valid',
  toDashboard: 'Go to Dashboard',
  toSignIn: 'Sign In',
} as const;
