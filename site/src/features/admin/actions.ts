// /admin's loader and action on the server (docs/decisions/040-forms-post-to-the-server.md): the
// inbox rendered per request with the list its address asks for, and a row's Handled form
// posted before or without the page's code. The request is the code's (`setLeadHandled`,
// features/admin/api.ts) sent through the server's in-process API as this visitor, so the API's
// rules (staff only, an unknown lead is 404) are the only ones. Success goes back to the same
// list (303), where the switch shows the change; a failure is the inbox again with the code's
// message. Loaded on the server only.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { leadKinds, type LeadKind } from '@brightlane/contract';
import { actionsByForm, apiOf, failedForm } from '../../forms/formActions.ts';
import { AuthRequestError } from '../auth/api.ts';
import { loginFor, requireStaff } from '../auth/guard.ts';
import { fetchLeads, leadsPath, setLeadHandled } from './api.ts';
import { inboxCopy } from './copy.ts';
import { readInboxParams } from './inboxParams.ts';
import {
  HANDLED_FIELD,
  LEAD_HANDLED_FORM,
  LEAD_ID_FIELD,
  LEAD_KIND_FIELD,
  type InboxPageData,
} from './postedForms.ts';

/** The inbox of the address: its list, and each kind's open count (none where it failed). */
export async function inboxPage(args: LoaderFunctionArgs): Promise<InboxPageData> {
  const staff = await requireStaff(args);
  const api = apiOf(args.context);
  const { kind, ...query } = readInboxParams(new URL(args.request.url).searchParams);
  const others = leadKinds.filter((other) => other !== kind);
  const [list, ...counts] = await Promise.allSettled([
    fetchLeads(kind, query, api),
    ...others.map((other) => fetchLeads(other, {}, api)),
  ]);
  const openCounts: Partial<Record<LeadKind, number>> = {};
  others.forEach((other, index) => {
    const answer = counts[index];
    if (answer?.status === 'fulfilled') openCounts[other] = answer.value.open;
  });
  if (list.status === 'rejected') return { ...staff, failed: true, openCounts };
  openCounts[kind] = list.value.open;
  return { ...staff, list: { request: leadsPath(kind, query), data: list.value }, openCounts };
}

/** The status of a failed request's answer: gone (404), refused (400), or no usable answer. */
function failureStatus(error: unknown): number {
  if (!(error instanceof AuthRequestError)) return 503;
  if (error.status === 404) return 404;
  return error.status === 0 || error.status >= 500 ? 503 : 400;
}

const isKind = (value: unknown): value is LeadKind =>
  (leadKinds as readonly unknown[]).includes(value);

/** A row's 'Save': the lead marked handled (the switch on) or open again (off). */
async function leadHandledAction({ request, context }: ActionFunctionArgs) {
  const api = apiOf(context);
  const posted = await request.formData();
  const kind = posted.get(LEAD_KIND_FIELD);
  const id = posted.get(LEAD_ID_FIELD);
  const handled = posted.get(HANDLED_FIELD) !== null;
  const options = { form: LEAD_HANDLED_FORM, values: {} };
  const message = inboxCopy.updateFailed;
  if (!isKind(kind) || typeof id !== 'string' || !id)
    return failedForm(new Error(message), message, { ...options, status: 400 });
  try {
    await setLeadHandled(kind, id, handled, api);
  } catch (error) {
    // Signed out since the page was served: sign in and come back to the same list.
    if (error instanceof AuthRequestError && error.status === 401)
      throw redirect(loginFor(request.url));
    return failedForm(new Error(message), message, {
      ...options,
      status: failureStatus(error),
    });
  }
  const url = new URL(request.url);
  return redirect(`${url.pathname}${url.search}`, 303);
}

export const inboxAction = actionsByForm({ [LEAD_HANDLED_FORM]: leadHandledAction });
