// /profile's loader and action on the server (docs/decisions/040-forms-post-to-the-server.md):
// the page rendered per request with who the visitor is and their project counts, and its edit
// form posted before or without the page's code. The form's rule (features/profile/submit.ts)
// and request (`updateProfile`, features/profile/api.ts) are the code's, sent through the
// server's in-process API as this visitor, so the API's rules, limits and messages are the only
// ones; the answer is the page again with what the code's banner says, or the form's messages
// beside its fields (never the password). Loaded on the server only.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import type { PublicUser, SiteApiFetch } from '@brightlane/contract';
import { profileMessages } from '@brightlane/contract';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/formActions.ts';
import { AuthRequestError } from '../auth/api.ts';
import { loginFor } from '../auth/guard.ts';
import { fetchSession } from '../auth/session.ts';
import { fetchProjectStats } from '../projects/api.ts';
import { profileFailure, updateProfile } from './api.ts';
import { emptyProfile, NOTICE_STATE, PROFILE_FORM, type ProfilePageData } from './postedForms.ts';
import { profileErrors, profileRequest } from './submit.ts';

/** Who the visitor is; a failed check counts as signed out, as in the browser (auth/session.ts). */
const visitor = (api: SiteApiFetch): Promise<PublicUser | null> =>
  fetchSession(api).catch(() => null);

/** The page's data: the visitor (null for a guest, who is not sent away) and their counts. */
export async function profilePage({ context }: LoaderFunctionArgs): Promise<ProfilePageData> {
  const api = apiOf(context);
  const user = await visitor(api);
  if (!user) return { user: null };
  try {
    return { user, stats: await fetchProjectStats(api) };
  } catch {
    // 'Your Stats' says it could not load them, as when the screen's own request fails.
    return { user, statsFailed: true };
  }
}

/** 'Save Changes': the form's own rule, then the API. */
async function saveProfileAction({ request, context }: ActionFunctionArgs) {
  const api = apiOf(context);
  const values = postedValues(await request.formData(), emptyProfile);
  // The rule depends on the account's e-mail; signed out since the page was served: sign in
  // and come back (the 303 a post's redirect always becomes, mock-api/src/site-forms.ts).
  const user = await visitor(api);
  if (!user) throw redirect(loginFor(request.url));
  const options = { form: PROFILE_FORM, values, secrets: ['currentPassword'] as const };
  const errors = await profileErrors(values, user.email);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  let message: string;
  try {
    ({ message } = await updateProfile(await profileRequest(values, user.email), api));
  } catch (error) {
    // The API refused it (a wrong password, a taken e-mail, too many tries): as the form shows
    // it, 400 (429 when limited); no usable answer: 'Update failed', 503.
    const refused = error instanceof AuthRequestError && error.status >= 400 && error.status < 500;
    const status = !refused ? 503 : error.status === 429 ? 429 : 400;
    return failedForm(profileFailure(error), profileMessages.updateFailed, { ...options, status });
  }
  // The page again (its loader reads the saved user), with the banner the code shows.
  return postedStep({ form: PROFILE_FORM, values: {}, state: { [NOTICE_STATE]: message } });
}

/** The page's form, named by its hidden field (forms/FormName.tsx). */
export const profileAction = actionsByForm({ [PROFILE_FORM]: saveProfileAction });
