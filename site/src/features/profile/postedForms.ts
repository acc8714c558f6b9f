// The profile's edit form as the server takes it when it is posted before or without the page's
// code (docs/decisions/040-forms-post-to-the-server.md): its name, fields, the address that opens
// it, and what the page's loader hands the screen. Shared by the screen (in the page's code) and
// its route action (features/profile/actions.ts, on the server only).
import type { PublicUser } from '@brightlane/contract';
import { PROFILE_PATH } from '../auth/guard.ts';
import type { ProjectStats } from '../projects/api.ts';

/** The page's address: the edit form posts here. */
export { PROFILE_PATH };

/** 'Edit Profile' without the page's code: `/profile?edit`, the page with the form open. */
export const EDIT_PARAM = 'edit';
export const EDIT_PATH = `${PROFILE_PATH}?${EDIT_PARAM}`;

/** The edit form's name in a posted page's verdict (forms/postedForm.ts). */
export const PROFILE_FORM = 'profile';

export interface ProfileValues {
  name: string;
  email: string;
  currentPassword: string;
}

export const emptyProfile: ProfileValues = { name: '', email: '', currentPassword: '' };

/** What a saved form says on the page it answers with (the banner the code shows). */
export const NOTICE_STATE = 'notice';

/**
 * What /profile's loader answers. Rendered by the server, the page holds who the visitor is
 * (`user`: null for a guest) and their project counts (or that they could not be read), so its
 * first render, there and at hydration, needs no session check; in the browser the page asks
 * the session store and 'Your Stats' loads itself.
 */
export interface ProfilePageData {
  user?: PublicUser | null;
  stats?: ProjectStats;
  statsFailed?: true;
}
