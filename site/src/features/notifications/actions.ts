// /notifications' loader and action on the server (docs/decisions/040-forms-post-to-the-server.md):
// the page rendered per request with the visitor's notifications, and its forms posted before or
// without the page's code: an unread one's 'Mark as read' and 'Mark all as read'. Each request is
// the store's (features/notifications/store.ts, through features/notifications/api.ts) sent
// through the server's in-process API as this visitor, so the API's rules are the only ones (an id
// that is not theirs changes nothing and reveals nothing). Success goes back to the list the form
// was on (303), where the change shows; a failure is the page again with the store's message.
// Loaded on the server only.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import {
  notificationMessages,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  type MarkNotificationsReadRequest,
  type NotificationsResponse,
  type SiteApiFetch,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { actionsByForm, apiOf, failedForm } from '../../forms/formActions.ts';
import { AuthRequestError } from '../auth/api.ts';
import { loginFor } from '../auth/guard.ts';
import { failureMessage, fetchNotifications, markNotificationsRead } from './api.ts';
import {
  cursorOf,
  MARK_ALL_READ_FORM,
  MARK_READ_FORM,
  NOTIFICATION_FIELD,
  notificationsAddress,
  type NotificationsPageData,
} from './postedForms.ts';

/**
 * The most reads one address costs: an address further down than this many pages shows what
 * they hold (about a thousand notifications), and its 'Load more' goes no further without the
 * code (with it, the store pages on as ever).
 */
export const MAX_READS = 20;

/**
 * The list for `?cursor=`: every notification from the newest down to the page after `cursor`,
 * as the store's list is after as many 'Load more' presses. 'Load more' where the code does not
 * run is a link to `?cursor=<nextCursor>`, which loads a whole new page: a visitor expects the
 * list to grow under what they were reading, as it does with the code, not to be swapped for an
 * older page alone; and the store (which this page hands the list to once the code runs) keeps one
 * list from the newest, on top of which the live stream adds. The first page is the store's own
 * (the API's default size), so /notifications shows the same first page however it is reached;
 * after it, pages as large as the API gives, so the reads an address costs stay few.
 */
export async function readThrough(
  cursor: string | null,
  api: SiteApiFetch,
): Promise<NotificationsResponse> {
  let page = await fetchNotifications({}, api);
  const notifications = [...page.notifications];
  // The cursor of the last page read; null for the newest. The API's cursors are ids, and a page
  // from `c` holds the ids below `c`: the read of a cursor at or below the address's is the last.
  let read: string | null = null;
  let reads = 1;
  while (
    cursor !== null &&
    page.nextCursor !== null &&
    (read === null || Number(read) > Number(cursor)) &&
    reads < MAX_READS
  ) {
    read = page.nextCursor;
    page = await fetchNotifications({ cursor: read, limit: NOTIFICATIONS_MAX_PAGE_SIZE }, api);
    reads += 1;
    notifications.push(...page.notifications);
  }
  return { notifications, unreadCount: page.unreadCount, nextCursor: page.nextCursor };
}

/**
 * The page's data: the list of its address as of now, or that it could not be read (said
 * quietly by the list, as when the store's own request fails). The guard above the page has
 * sent a signed-out visitor to sign in.
 */
export async function notificationsPage({
  request,
  context,
}: LoaderFunctionArgs): Promise<NotificationsPageData> {
  const cursor = cursorOf(new URL(request.url).searchParams);
  try {
    const page = await readThrough(cursor, apiOf(context));
    return { page, now: Date.now() };
  } catch {
    return { failed: true, now: Date.now() };
  }
}

/** The status of a failed request's answer: refused (400, 404), or no usable answer (503). */
function failureStatus(error: unknown): number {
  if (!(error instanceof AuthRequestError)) return 503;
  if (error.status === 404) return 404;
  return error.status === 0 || error.status >= 500 ? 503 : 400;
}

/** The page again, saying what the store would say: 'Failed to update notifications'. */
function failed(form: string, message: string, status: number) {
  return failedForm(new Error(message), message, { form, values: {}, status });
}

/** Sends `body` as `form`, then back to the same list, cursor and all (303). */
async function markRead(
  form: string,
  { request, context }: ActionFunctionArgs,
  body: MarkNotificationsReadRequest,
) {
  try {
    await markNotificationsRead(body, apiOf(context));
  } catch (error) {
    // Signed out since the page was served: sign in and come back to the same list.
    if (error instanceof AuthRequestError && error.status === 401)
      throw redirect(loginFor(request.url));
    return failed(
      form,
      failureMessage(error, notificationMessages.updateFailed),
      failureStatus(error),
    );
  }
  const url = new URL(request.url);
  return redirect(notificationsAddress(url.pathname, cursorOf(url.searchParams)), 303);
}

/**
 * An unread notification's 'Mark as read': its id, as the store's `markRead` sends it, checked
 * with the contract's schema first (anything but an id is refused without asking the API).
 */
async function markReadAction(args: ActionFunctionArgs) {
  const id = (await args.request.formData()).get(NOTIFICATION_FIELD);
  const { markNotificationsReadSchema } = await loadValidation();
  const body = markNotificationsReadSchema.safeParse({ notificationIds: [id] });
  if (!body.success) return failed(MARK_READ_FORM, notificationMessages.updateFailed, 400);
  return markRead(MARK_READ_FORM, args, body.data);
}

/** 'Mark all as read': `{ all: true }`, as the store's `markAllRead` sends it. */
function markAllReadAction(args: ActionFunctionArgs) {
  return markRead(MARK_ALL_READ_FORM, args, { all: true });
}

/** The page's forms, each named by its hidden field (forms/FormName.tsx). */
export const notificationsAction = actionsByForm({
  [MARK_READ_FORM]: markReadAction,
  [MARK_ALL_READ_FORM]: markAllReadAction,
});
