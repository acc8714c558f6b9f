// The signed-in half of accounts on the wire (docs/decisions/017-account-security.md): profile, settings, password change,
// two-factor authentication, active sessions and the staff inbox. Messages are docs/product/spec.md §5 and
// §8 where it has them (messages.ts marks ours). The API validates every request with these
// schemas and documents every answer with them; the site's forms validate with the same ones
// (through '@brightlane/contract/validation', loaded on demand).
import { z } from './zod.ts';
import { emailField } from './email.ts';
import { idSchema, isoDateTime, requiredText } from './fields.ts';
import { leadKinds, leadStatuses } from './form-constants.ts';
import {
  ACCOUNT_NAME_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  changePasswordMessages,
  profileMessages,
  twoFactorMessages,
} from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Settings (docs/product/spec.md §3 "User settings", docs/product/decisions.md "Theme")
// ---------------------------------------------------------------------------------------------

/**
 * The account's preferences. `darkMode` is null until the user picks a theme while signed in
 * (the browser's own choice then stands); `twoFactorEnabled` changes only through /2fa.
 */
export const userSettingsSchema = z
  .object({
    darkMode: z.boolean().nullable(),
    emailNotifications: z.boolean(),
    pushNotifications: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** Defaults of a new account (docs/product/spec.md §3: notifications true, two-factor false). */
export const defaultUserSettings: UserSettings = {
  darkMode: null,
  emailNotifications: true,
  pushNotifications: true,
  twoFactorEnabled: false,
};

/**
 * PUT /api/user/settings: any of the writable preferences. Unknown keys are refused, so a
 * client that sends `twoFactorEnabled: false` learns that this is not how 2FA is turned off.
 */
export const updateSettingsSchema = z
  .strictObject({
    darkMode: z.boolean().optional(),
    emailNotifications: z.boolean().optional(),
    pushNotifications: z.boolean().optional(),
  })
  .meta({ id: 'UpdateSettingsRequest' });
export type UpdateSettingsRequest = z.infer<typeof updateSettingsSchema>;

export const settingsResponseSchema = z
  .object({ settings: userSettingsSchema, message: z.string().optional() })
  .meta({ id: 'SettingsResponse' });
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Profile (docs/product/spec.md §2 "Profile screen", §5 "Profile edit")
// ---------------------------------------------------------------------------------------------

/**
 * PUT /api/auth/user and the profile's edit form: Full Name and Email, both required. A new
 * e-mail also needs `currentPassword` (checked on the server) and takes effect once the link
 * sent to it is followed; until then the user's `pendingEmail` shows it.
 */
export const updateProfileSchema = z
  .object({
    name: requiredText(profileMessages.nameRequired).max(ACCOUNT_NAME_MAX, {
      error: profileMessages.nameTooLong,
    }),
    email: emailField(
      { required: profileMessages.emailRequired, invalid: profileMessages.emailInvalid },
      { normalize: true },
    ),
    currentPassword: z.string().optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

// ---------------------------------------------------------------------------------------------
// Change password (docs/product/spec.md §2 modal, §5, §8; docs/product/decisions.md "Change password")
// ---------------------------------------------------------------------------------------------

/** POST /api/auth/change-password. The new password follows sign-up's rules. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: changePasswordMessages.currentPasswordRequired })
      .min(1, { error: changePasswordMessages.currentPasswordRequired }),
    newPassword: z
      .string({ error: changePasswordMessages.newPasswordRequired })
      .min(PASSWORD_MIN_LENGTH, {
        error: (issue) =>
          issue.input === ''
            ? changePasswordMessages.newPasswordRequired
            : changePasswordMessages.newPasswordTooShort,
      })
      .max(PASSWORD_MAX_LENGTH, { error: changePasswordMessages.newPasswordTooLong }),
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The modal: the request plus Confirm New Password. docs/product/spec.md §8 toasts 'New passwords do not
 * match'; the form also shows it on the field.
 */
export const changePasswordSchema = changePasswordRequestSchema
  .extend({
    confirmPassword: z
      .string({ error: changePasswordMessages.confirmPasswordRequired })
      .min(1, { error: changePasswordMessages.confirmPasswordRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: changePasswordMessages.passwordsMismatch,
    path: ['confirmPassword'],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string';
    },
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export function toChangePasswordRequest(form: ChangePasswordForm): ChangePasswordRequest {
  return { currentPassword: form.currentPassword, newPassword: form.newPassword };
}

// ---------------------------------------------------------------------------------------------
// Two-factor authentication (RFC 6238; docs/product/decisions.md "Two-factor")
// ---------------------------------------------------------------------------------------------

/** docs/product/spec.md §9: the secret is 16 characters of the base32 alphabet. */
export const TWO_FACTOR_SECRET_LENGTH = 16;
export const TWO_FACTOR_SECRET_PATTERN = /^[A-Z2-7]{16}$/;
/** The issuer label of the authenticator entry. */
export const TWO_FACTOR_ISSUER = 'Brightlane Digital';
/** docs/product/spec.md §5: exactly six digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Ten recovery codes, each 10 base32 letters shown as two groups: 'k7f3q-9q2mz'. */
export const RECOVERY_CODE_COUNT = 10;
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** Spaces and case do not matter when a code is typed ('123 456', 'K7F3Q-9Q2MZ'). */
export function normalizeTwoFactorCode(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

/** The otpauth:// URL the QR code encodes (docs/product/decisions.md: issuer and the user's e-mail). */
export function otpauthUrl(secret: string, email: string): string {
  const issuer = encodeURIComponent(TWO_FACTOR_ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(email)}?secret=${secret}&issuer=${issuer}`;
}

const totpCode = z
  .string({ error: twoFactorMessages.invalidCode })
  .transform(normalizeTwoFactorCode)
  .pipe(z.string().regex(TOTP_CODE_PATTERN, { error: twoFactorMessages.invalidCode }));

/** POST /api/auth/2fa/setup's answer: a pending secret, kept until a code verifies it. */
export const twoFactorSetupResponseSchema = z
  .object({
    secret: z.string().regex(TWO_FACTOR_SECRET_PATTERN),
    otpauthUrl: z.string(),
  })
  .meta({ id: 'TwoFactorSetupResponse' });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * POST /api/auth/2fa/enable and the set-up modal's step 2: the code from the new secret and the
 * current password (a session alone must not be able to put a second factor in the owner's way).
 */
export const twoFactorEnableSchema = z
  .object({
    code: totpCode,
    password: z
      .string({ error: twoFactorMessages.passwordRequired })
      .min(1, { error: twoFactorMessages.passwordRequired }),
  })
  .meta({ id: 'TwoFactorEnableRequest' });
export type TwoFactorEnableRequest = z.infer<typeof twoFactorEnableSchema>;

/** The recovery codes, shown once ('Save your recovery codes'). */
export const twoFactorEnableResponseSchema = z
  .object({
    success: z.literal(true),
    message: z.string(),
    recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
  })
  .meta({ id: 'TwoFactorEnableResponse' });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** POST /api/auth/2fa/disable: the confirm dialog asks for the current password. */
export const twoFactorDisableSchema = z
  .object({
    password: z
      .string({ error: twoFactorMessages.passwordRequired })
      .min(1, { error: twoFactorMessages.passwordRequired }),
  })
  .meta({ id: 'TwoFactorDisableRequest' });
export type TwoFactorDisableRequest = z.infer<typeof twoFactorDisableSchema>;

/** POST /api/auth/2fa/verify: the second sign-in step, with a 6-digit or a recovery code. */
export const twoFactorVerifySchema = z
  .object({
    challenge: z.string().min(1, { error: twoFactorMessages.challengeExpired }),
    code: z
      .string({ error: twoFactorMessages.invalidCode })
      .transform(normalizeTwoFactorCode)
      .pipe(
        z
          .string()
          .refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), {
            error: twoFactorMessages.invalidCode,
          }),
      ),
  })
  .meta({ id: 'TwoFactorVerifyRequest' });
export type TwoFactorVerifyRequest = z.infer<typeof twoFactorVerifySchema>;

/**
 * The login answer for an account with two-factor on: no session yet, a single-use challenge
 * valid for 5 minutes that /2fa/verify takes with the code.
 */
export const twoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challenge: z.string().min(1),
    message: z.string(),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

// ---------------------------------------------------------------------------------------------
// Active sessions
// ---------------------------------------------------------------------------------------------

/**
 * One live session of the account. `place` is the network the address belongs to, never a
 * located city: the API has no geolocation database and sends the IP nowhere.
 */
export const activeSessionSchema = z
  .object({
    id: idSchema,
    /** 'Firefox on Linux', from the User-Agent the session signed in with. */
    browser: z.string(),
    /** 'Local network', 'Private network' or the address's network, e.g. '203.0.113.0/24'. */
    place: z.string(),
    createdAt: isoDateTime(),
    lastSeenAt: isoDateTime(),
    /** The session making this request ('This device'). */
    current: z.boolean(),
  })
  .meta({ id: 'ActiveSession' });
export type ActiveSession = z.infer<typeof activeSessionSchema>;

export const activeSessionsResponseSchema = z
  .object({ sessions: z.array(activeSessionSchema) })
  .meta({ id: 'ActiveSessions' });
export type ActiveSessionsResponse = z.infer<typeof activeSessionsResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Staff inbox (docs/product/decisions.md "Lead forms": /admin)
// ---------------------------------------------------------------------------------------------

export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_SEARCH_MAX_LENGTH = 200;

/** GET /api/admin/leads/{kind}?page=&q=&handled=. */
export const adminLeadsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    /** Matches name, e-mail and message text, case-insensitively. */
    q: z.string().trim().max(ADMIN_SEARCH_MAX_LENGTH).optional(),
    /** 'open' or 'handled'; absent: both. */
    handled: z.enum(['open', 'handled']).optional(),
  })
  .meta({ id: 'AdminLeadsQuery' });
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

export const adminLeadKindSchema = z.enum(leadKinds);

/** One lead as the inbox lists it: the common fields, then what its kind adds in `details`. */
export const adminLeadSchema = z
  .object({
    kind: z.enum(leadKinds),
    id: idSchema,
    createdAt: isoDateTime(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** The message, or for an application its experience text. */
    message: z.string().nullable(),
    /** Human labels of the kind's own fields, e.g. { 'Project type': 'Website' }. */
    details: z.record(z.string(), z.string()),
    status: z.enum(leadStatuses),
    flaggedSpam: z.boolean(),
    handledAt: isoDateTime().nullable(),
    /** Applications with a CV: its file name and size; the file is at admin.applicationCv. */
    cv: z.object({ filename: z.string(), size: z.number().int() }).nullable(),
  })
  .meta({ id: 'AdminLead' });
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsResponseSchema = z
  .object({
    leads: z.array(adminLeadSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Open (not handled) leads of this kind, whatever the filter: the tab's count. */
    open: z.number().int(),
  })
  .meta({ id: 'AdminLeads' });
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

/** PATCH /api/admin/leads/{kind}/{id}. */
export const adminLeadUpdateSchema = z
  .object({ handled: z.boolean() })
  .meta({ id: 'AdminLeadUpdate' });
export type AdminLeadUpdate = z.infer<typeof adminLeadUpdateSchema>;

export const adminLeadResponseSchema = z
  .object({ lead: adminLeadSchema, message: z.string() })
  .meta({ id: 'AdminLeadResponse' });
export type AdminLeadResponse = z.infer<typeof adminLeadResponseSchema>;
