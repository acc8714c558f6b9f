// Accounts on the wire (docs/decisions/016-accounts-in-the-site.md): sign-up, sign-in, the session, sign-out, password reset and
// e-mail verification. Messages are docs/product/spec.md §5 and §8; flows and rules beyond it are
// docs/product/decisions.md ("Sessions and the token", "Accounts").
// Consumers: the API validates every request with these schemas and documents every answer
// with them (mock-api/src/routes/auth.ts). The site validates its forms with the same schemas
// (`loginSchema`, `signupSchema`, `forgotPasswordSchema`, `resetPasswordSchema`, loaded on
// demand through '@brightlane/contract/validation') and checks sign-in answers with
// `authResponseSchema` (site/src/features/auth). Profile, settings, password change,
// two-factor and sessions are account.ts (docs/decisions/017-account-security.md).
import { z } from './zod.ts';
import { twoFactorChallengeSchema, userSettingsSchema } from './account.ts';
import { emailField, emailLocalPart } from './email.ts';
import { idSchema, isoDateTime, requiredText } from './fields.ts';
import {
  ACCOUNT_NAME_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  accountMessages,
  forgotPasswordMessages,
  loginMessages,
  resetPasswordMessages,
  signupMessages,
} from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

/** A password that must be present. Never trimmed: spaces are legitimate password characters. */
function password(requiredMessage: string) {
  return z.string({ error: requiredMessage }).min(1, { error: requiredMessage });
}

/**
 * A password being chosen: 8 to 128 characters (ASVS 5.0 V6.2.1, V6.2.9), never trimmed or
 * truncated. Blank reports only `required`; the OpenAPI document shows minLength and maxLength.
 * The API also refuses the most common passwords (a list only the server has).
 */
function newPassword(messages: { required: string; tooShort: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .min(PASSWORD_MIN_LENGTH, {
      error: (issue) => (issue.input === '' ? messages.required : messages.tooShort),
    })
    .max(PASSWORD_MAX_LENGTH, { error: messages.tooLong });
}

/**
 * `when` for a "confirm must equal" refinement: run it whenever both values are strings, even if
 * the fields have their own errors, so a form can show the mismatch next to e.g. a blank name.
 */
const bothStrings =
  (a: string, b: string) =>
  (payload: { value: unknown }): boolean => {
    const value = payload.value as Record<string, unknown> | undefined;
    return typeof value?.[a] === 'string' && typeof value?.[b] === 'string';
  };

// ---------------------------------------------------------------------------------------------
// Users and sessions
// ---------------------------------------------------------------------------------------------

/** 'staff' opens /admin (docs/product/decisions.md: `npm run staff:create -- <email>` grants it). */
export const userRoles = ['user', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in user as the API shows it to that user. Never carries secrets or hashes. */
export const publicUserSchema = z
  .object({
    id: idSchema,
    /** The display name (sign-up's Full Name). */
    name: z.string(),
    email: z.string(),
    /** Unique, from the e-mail's local part; used by /{username}/workspace. */
    username: z.string(),
    role: z.enum(userRoles),
    /** False until the link of the verification e-mail is followed (the 'Confirm' banner). */
    emailVerified: z.boolean(),
    /** Account creation: the profile's "Member Since". */
    createdAt: isoDateTime(),
    /** A new e-mail waiting for its confirmation link to be followed; null when none. */
    pendingEmail: z.string().nullable(),
    /** Preferences, so a sign-in on any device applies the account's theme at once. */
    settings: userSettingsSchema,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * Login and sign-up answer `{ token, user, message? }`: the token also arrives as an httpOnly
 * cookie; the site keeps this copy in memory only (docs/product/decisions.md).
 */
export const authResponseSchema = z
  .object({
    token: z.string().min(1),
    user: publicUserSchema,
    message: z.string().optional(),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** POST /api/auth/login answers a session, or for a two-factor account the challenge. */
export const loginResponseSchema = z
  .union([authResponseSchema, twoFactorChallengeSchema])
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * GET /api/auth/session. Signed out is `{ user: null }` with status 200, not a 401, so the
 * start-up session check never logs an error in the browser console.
 */
export const sessionResponseSchema = z
  // A union, not publicUserSchema.nullable(): the OpenAPI generator would fold the null into
  // the shared PublicUser component, and every answer with a user would then say it may be null.
  .object({ user: z.union([publicUserSchema, z.null()]) })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Usernames
// ---------------------------------------------------------------------------------------------

/** Lower-case letters, digits, '.', '_' and '-', starting and ending with a letter or digit. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

/**
 * First path segments of the site and API. A username equal to one of them would make
 * /{username}/workspace unreachable (the static route wins), so the API never hands them out.
 */
// prettier-ignore
export const reservedUsernames: readonly string[] = [
  'about', 'admin', 'analytics', 'api', 'assets', 'billing', 'blog', 'careers', 'contact',
  'content', 'dashboard', 'faq', 'forgot-password', 'login', 'logout', 'notifications',
  'portfolio', 'privacy', 'profile', 'projects', 'reset-password', 'robots.txt', 'services',
  'settings', 'signup', 'sitemap', 'sitemap.xml', 'storage', 'support', 'sw.js', 'terms',
  'user', 'verify-email', 'workspace',
];

/**
 * The username an e-mail suggests ('Ann.Lee+work@x.com' → 'ann.lee-work'); 'user' when nothing
 * usable is left. The API adds a number when it is taken or reserved ('ann.lee-work2').
 */
export function usernameFromEmail(email: string): string {
  const base = (email.includes('@') ? emailLocalPart(email) : email)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|[._-]+$/g, '');
  return base === '' ? 'user' : base;
}

// ---------------------------------------------------------------------------------------------
// Login and sign-up (docs/product/spec.md §5)
// ---------------------------------------------------------------------------------------------

/** POST /api/auth/login, and the login form. The e-mail is trimmed and lower-cased. */
export const loginSchema = z
  .object({
    email: emailField(
      { required: loginMessages.emailRequired, invalid: loginMessages.emailInvalid },
      { normalize: true },
    ),
    password: password(loginMessages.passwordRequired),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/auth/signup: `{ name, email, password }`. */
export const signupRequestSchema = z
  .object({
    name: requiredText(signupMessages.nameRequired).max(ACCOUNT_NAME_MAX, {
      error: signupMessages.nameTooLong,
    }),
    email: emailField(
      { required: signupMessages.emailRequired, invalid: signupMessages.emailInvalid },
      { normalize: true },
    ),
    password: newPassword({
      required: signupMessages.passwordRequired,
      tooShort: signupMessages.passwordTooShort,
      tooLong: signupMessages.passwordTooLong,
    }),
  })
  .meta({ id: 'SignupRequest' });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The sign-up form: the request plus Confirm Password, whose mismatch shows on that field. */
export const signupSchema = signupRequestSchema
  .extend({ confirmPassword: z.string({ error: signupMessages.passwordsMismatch }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: signupMessages.passwordsMismatch,
    path: ['confirmPassword'],
    when: bothStrings('password', 'confirmPassword'),
  });
export type SignupForm = z.infer<typeof signupSchema>;

/** Drops the form-only field, leaving the wire body. */
export function toSignupRequest(form: SignupForm): SignupRequest {
  return { name: form.name, email: form.email, password: form.password };
}

// ---------------------------------------------------------------------------------------------
// Password reset (docs/product/decisions.md "Forgot password") and e-mail verification
// ---------------------------------------------------------------------------------------------

/** POST /api/auth/forgot-password and POST /api/user/verify: `{ email }`. */
export const forgotPasswordSchema = z
  .object({
    email: emailField(
      {
        required: forgotPasswordMessages.emailRequired,
        invalid: forgotPasswordMessages.emailInvalid,
      },
      { normalize: true },
    ),
  })
  .meta({ id: 'EmailRequest' });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** POST /api/user/verify has the same body as forgot-password. */
export const userVerifySchema = forgotPasswordSchema;

/** POST /api/auth/reset-password: the single-use token from the e-mailed link and the new password. */
export const resetPasswordRequestSchema = z
  .object({
    token: requiredText(resetPasswordMessages.tokenMissing),
    password: newPassword({
      required: resetPasswordMessages.passwordRequired,
      tooShort: resetPasswordMessages.passwordTooShort,
      tooLong: resetPasswordMessages.passwordTooLong,
    }),
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The /reset-password form (the token comes from `?token=`). */
export const resetPasswordSchema = resetPasswordRequestSchema
  .extend({ confirmPassword: z.string({ error: resetPasswordMessages.passwordsMismatch }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: resetPasswordMessages.passwordsMismatch,
    path: ['confirmPassword'],
    when: bothStrings('password', 'confirmPassword'),
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** POST /api/auth/verify-email: the single-use token of the link in the sign-up e-mail. */
export const verifyEmailRequestSchema = z
  .object({ token: requiredText(accountMessages.verificationLinkInvalid) })
  .meta({ id: 'VerifyEmailRequest' });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;
