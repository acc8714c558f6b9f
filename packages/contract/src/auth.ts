// Accounts on the wire: sign-up, login (with its optional two-factor step), session, profile and
// settings, password change and reset, two-factor set-up, notifications. Messages are SPEC.md §5;
// flows and rules beyond it are DECISIONS.md ("Sessions and the token", "Accounts").
import { z } from './zod.ts';
import { emailField, emailLocalPart } from './email.ts';
import { idSchema, isoDateTime, requiredText } from './fields.ts';
import {
  PASSWORD_MIN_LENGTH,
  changePasswordMessages,
  forgotPasswordMessages,
  loginMessages,
  profileMessages,
  resetPasswordMessages,
  signupMessages,
  twoFactorMessages,
} from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

/** A password that must be present. Never trimmed: spaces are legitimate password characters. */
function password(requiredMessage: string) {
  return z.string({ error: requiredMessage }).min(1, { error: requiredMessage });
}

/**
 * A password being chosen: at least 8 characters. One check, so blank reports only
 * `required`, and the OpenAPI document shows minLength 8.
 */
function newPassword(requiredMessage: string, tooShortMessage: string) {
  return z.string({ error: requiredMessage }).min(PASSWORD_MIN_LENGTH, {
    error: (issue) => (issue.input === '' ? requiredMessage : tooShortMessage),
  });
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

export const themePreferences = ['dark', 'light'] as const;
export type ThemePreference = (typeof themePreferences)[number];
export const themePreferenceSchema = z.enum(themePreferences);

/** The plan shown as "Account Type" on the profile. */
export const accountTypes = ['standard', 'premium'] as const;
export type AccountType = (typeof accountTypes)[number];
export const accountTypeLabels = {
  standard: 'Standard',
  premium: 'Premium',
} as const satisfies Record<AccountType, string>;

/** 'staff' opens /admin (DECISIONS.md: `npm run staff:create -- <email>` grants it). */
export const userRoles = ['user', 'staff'] as const;
export type UserRole = (typeof userRoles)[number];

/** The signed-in user as the API shows it to that user. Never carries secrets or hashes. */
export const publicUserSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    email: z.string(),
    /** Unique, from the e-mail's local part; used by /{username}/workspace. */
    username: z.string(),
    /** Account creation: the profile's "Member Since". */
    createdAt: isoDateTime(),
    accountType: z.enum(accountTypes),
    role: z.enum(userRoles),
    twoFactorEnabled: z.boolean(),
    /** The saved theme, applied at sign-in; absent until the user picks one. */
    theme: themePreferenceSchema.optional(),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * Login and sign-up answer `{ token, user, message? }`: the token also arrives as an httpOnly
 * cookie; the site keeps this copy in memory only (DECISIONS.md).
 */
export const authResponseSchema = z
  .object({
    token: z.string().min(1),
    user: publicUserSchema,
    message: z.string().optional(),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/**
 * GET /api/auth/session. Signed out is `{ user: null }` with status 200, not a 401, so the
 * start-up session check never logs an error in the browser console.
 */
export const sessionResponseSchema = z
  .object({ user: publicUserSchema.nullable() })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answers that return the updated user: PUT /api/auth/user, disabling two-factor. */
export const userResponseSchema = z
  .object({ user: publicUserSchema, message: z.string().optional() })
  .meta({ id: 'UserResponse' });
export type UserResponse = z.infer<typeof userResponseSchema>;

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
  'user', 'workspace',
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
// Login and sign-up (SPEC.md §5)
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
    name: requiredText(signupMessages.nameRequired),
    email: emailField(
      { required: signupMessages.emailRequired, invalid: signupMessages.emailInvalid },
      { normalize: true },
    ),
    password: newPassword(signupMessages.passwordRequired, signupMessages.passwordTooShort),
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
// Two-factor (SPEC.md §4, §5, §9; DECISIONS.md "Two-factor")
// ---------------------------------------------------------------------------------------------

export const TWO_FACTOR_CODE_LENGTH = 6;
/** RFC 4648 base32: the secret's alphabet. */
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_SECRET_LENGTH = 16;
/** RFC 6238 time step; the API accepts one step either side. */
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

/** Exactly six digits (surrounding spaces from a paste are trimmed). */
export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;
/** A recovery code: ten base32 characters, shown as 'ABCDE-FGH23'; case and hyphen optional. */
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{5}-?[A-Z2-7]{5}$/i;

export const twoFactorCodeSchema = z
  .string({ error: twoFactorMessages.invalidCode })
  .trim()
  .regex(TWO_FACTOR_CODE_PATTERN, { error: twoFactorMessages.invalidCode });

export const twoFactorSecretSchema = z.string().regex(/^[A-Z2-7]{16}$/);

/** The canonical form of a recovery code, to compare with a stored one: 'ABCDEFGH23'. */
export function normalizeRecoveryCode(code: string): string {
  return code.trim().replace(/-/g, '').toUpperCase();
}

/**
 * The authenticator link the QR code encodes:
 * otpauth://totp/{issuer}:{account}?secret=…&issuer={issuer}. Spaces are %20 (not '+', which
 * some apps show literally) and '@' stays readable.
 */
export function buildOtpauthUrl(options: { issuer: string; account: string; secret: string }) {
  const encode = (text: string) => encodeURIComponent(text).replace(/%40/g, '@');
  const issuer = encode(options.issuer);
  return `otpauth://totp/${issuer}:${encode(options.account)}?secret=${options.secret}&issuer=${issuer}`;
}

/** POST /api/auth/two-factor/setup: a pending secret, made when the set-up modal opens. */
export const twoFactorSetupResponseSchema = z
  .object({ secret: twoFactorSecretSchema, otpauthUrl: z.string() })
  .meta({ id: 'TwoFactorSetupResponse' });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/two-factor/enable: the code from the app, verified by the API. */
export const twoFactorEnableSchema = z
  .object({ code: twoFactorCodeSchema })
  .meta({ id: 'TwoFactorEnableRequest' });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableSchema>;

/** The answer to enabling: the user and the ten one-time recovery codes, shown once. */
export const twoFactorEnableResponseSchema = z
  .object({
    user: publicUserSchema,
    recoveryCodes: z.array(z.string().regex(RECOVERY_CODE_PATTERN)).length(RECOVERY_CODE_COUNT),
    message: z.string().optional(),
  })
  .meta({ id: 'TwoFactorEnableResponse' });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** POST /api/auth/two-factor/disable: confirmed with the current password. */
export const twoFactorDisableSchema = z
  .object({ password: password(twoFactorMessages.passwordRequired) })
  .meta({ id: 'TwoFactorDisableRequest' });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableSchema>;

/** Login's answer when the account has two-factor on: no session yet, a short-lived challenge. */
export const twoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeToken: z.string().min(1),
    message: z.string().optional(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login answers a session, or a challenge for the second step. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Narrows a login answer to the two-factor challenge. */
export function isTwoFactorChallenge(response: LoginResponse): response is TwoFactorChallenge {
  return 'twoFactorRequired' in response && response.twoFactorRequired === true;
}

/** POST /api/auth/login/two-factor: the challenge plus a 6-digit code or a recovery code. */
export const twoFactorLoginSchema = z
  .object({
    challengeToken: z.string({ error: twoFactorMessages.challengeExpired }).min(1, {
      error: twoFactorMessages.challengeExpired,
    }),
    code: z
      .string({ error: twoFactorMessages.invalidCode })
      .trim()
      .refine((code) => TWO_FACTOR_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), {
        error: twoFactorMessages.invalidCode,
      }),
  })
  .meta({ id: 'TwoFactorLoginRequest' });
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginSchema>;

// ---------------------------------------------------------------------------------------------
// Profile and settings (SPEC.md §2, §3, §5)
// ---------------------------------------------------------------------------------------------

/** The profile edit form: both fields required. */
export const profileUpdateSchema = z.object({
  name: requiredText(profileMessages.nameRequired),
  email: emailField(
    { required: profileMessages.emailRequired, invalid: profileMessages.emailInvalid },
    { normalize: true },
  ),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Settings toggles; each save sends only what changed. Two-factor has its own endpoints. */
export const settingsUpdateSchema = z.object({
  theme: themePreferenceSchema.optional(),
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** PUT /api/auth/user: the changed fields, profile and settings alike (SPEC.md §7). */
export const userUpdateRequestSchema = profileUpdateSchema
  .partial()
  .extend(settingsUpdateSchema.shape)
  .meta({ id: 'UserUpdateRequest' });
export type UserUpdateRequest = z.infer<typeof userUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Passwords (SPEC.md §5; DECISIONS.md "Change password", "Forgot password")
// ---------------------------------------------------------------------------------------------

/** POST /api/auth/change-password: the API checks the current one and the 8-character minimum. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: password(changePasswordMessages.currentPasswordRequired),
    newPassword: newPassword(
      changePasswordMessages.newPasswordRequired,
      changePasswordMessages.newPasswordTooShort,
    ),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The change-password modal: the request plus Confirm New Password. */
export const changePasswordSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string({ error: changePasswordMessages.passwordsMismatch }) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: changePasswordMessages.passwordsMismatch,
    path: ['confirmPassword'],
    when: bothStrings('newPassword', 'confirmPassword'),
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

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
    password: newPassword(
      resetPasswordMessages.passwordRequired,
      resetPasswordMessages.passwordTooShort,
    ),
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

// ---------------------------------------------------------------------------------------------
// Notifications (SPEC.md §3, §7)
// ---------------------------------------------------------------------------------------------

/** One notification (type `UserNotification`, as DOM's `Notification` is taken); also the JSON of each message on the SSE stream. */
export const notificationSchema = z
  .object({
    id: idSchema,
    text: z.string(),
    read: z.boolean(),
    /** When it happened (ISO 8601); the panel shows it relative ('5 minutes ago'). */
    time: isoDateTime(),
  })
  .meta({ id: 'Notification' });
export type UserNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications, newest first. */
export const notificationListSchema = z
  .object({
    notifications: z.array(notificationSchema),
    unreadCount: z.number().int().nonnegative(),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /api/notifications/mark-read. An empty list is a harmless no-op. */
export const markReadSchema = z
  .object({ notificationIds: z.array(idSchema) })
  .meta({ id: 'MarkReadRequest' });
export type MarkReadRequest = z.infer<typeof markReadSchema>;
