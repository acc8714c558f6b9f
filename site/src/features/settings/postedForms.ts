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

/** 'Change Password', as a form on the page where the modal cannot open. */
export const CHANGE_PASSWORD_FORM = 'change-password';
/** 'Disable Two-Factor Authentication', as a form on the page where the modal cannot open. */
export const TWO_FACTOR_DISABLE_FORM = 'two-factor-disable';

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
