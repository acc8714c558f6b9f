// The settings screen's forms as the server takes them when they are posted before or without
// the page's code (docs/decisions/040-forms-post-to-the-server.md): their names, fields and
// what the page's loader hands the screen. Shared by the screen (in the page's code) and its
// route action (features/settings/actions.ts, on the server only).
import type { ActiveSession } from '@brightlane/contract';

/** 'Active sessions': each 'Sign out' and 'Sign out of all other sessions'. */
export const SESSIONS_FORM = 'sessions';
/** The field each sign-out button sends: a session's id, or OTHER_SESSIONS. */
export const SESSION_FIELD = 'session';
/** The value of 'Sign out of all other sessions'. */
export const OTHER_SESSIONS = 'others';

/** 'Notification Preferences': saved by its button where the page's code does not run. */
export const NOTIFICATIONS_FORM = 'notifications';

export interface NotificationsValues {
  emailNotifications: boolean;
  pushNotifications: boolean;
}

/** A ticked checkbox is sent ('on'), an unticked one is not: false unless sent. */
export const emptyNotifications: NotificationsValues = {
  emailNotifications: false,
  pushNotifications: false,
};

/** 'Change Password', as a form on the page where the modal cannot open. */
export const CHANGE_PASSWORD_FORM = 'change-password';
/** 'Disable Two-Factor Authentication', as a form on the page where the modal cannot open. */
export const TWO_FACTOR_DISABLE_FORM = 'two-factor-disable';

/** 'Enable Two-Factor Authentication' where the modal cannot open: asks for a new secret. */
export const TWO_FACTOR_SETUP_FORM = 'two-factor-setup';
/** Its step 2 on the page: the code and the password, with the secret it shows (see below). */
export const TWO_FACTOR_ENABLE_FORM = 'two-factor-enable';

/**
 * The pending secret, as the page shows it: the state of the set-up's answer, and hidden fields
 * of step 2's form, so a wrong code shows the same QR code again. Only for showing: the server
 * checks the code against the secret it keeps.
 */
export const SETUP_SECRET = 'secret';
export const SETUP_URL = 'otpauthUrl';
/** The recovery codes, one per line: the state of a successful step 2, shown this once. */
export const RECOVERY_CODES_STATE = 'recoveryCodes';

export interface TwoFactorEnableValues {
  code: string;
  password: string;
  [SETUP_SECRET]: string;
  [SETUP_URL]: string;
}

export const emptyTwoFactorEnable: TwoFactorEnableValues = {
  code: '',
  password: '',
  [SETUP_SECRET]: '',
  [SETUP_URL]: '',
};

/** Every form of the page that posts, for what the page says about the one answered. */
export const SETTINGS_FORMS = [
  NOTIFICATIONS_FORM,
  SESSIONS_FORM,
  CHANGE_PASSWORD_FORM,
  TWO_FACTOR_SETUP_FORM,
  TWO_FACTOR_ENABLE_FORM,
  TWO_FACTOR_DISABLE_FORM,
] as const;

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** What a form that succeeded says on the page it answers with (the toast the code shows). */
export const NOTICE_STATE = 'notice';

/**
 * What /settings' loader answers. Rendered by the server, the page holds the account's sessions
 * (or that they could not be read), and the time they were measured against, so the page's code
 * hydrates the same 'last seen' texts; in the browser the screen asks for them itself.
 */
export interface SettingsPageData {
  sessions?: ActiveSession[];
  sessionsFailed?: true;
  now?: number;
}
