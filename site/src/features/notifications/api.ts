// The notifications client (docs/product/spec.md §7 "Notifications", docs/product/decisions.md "Notifications"): the list
// by cursor, mark-read and clear, on the accounts client's `apiRequest` (cookie, JSON, a failure
// is an `AuthRequestError` with the API's message). Answers are checked with the contract's
// schemas, loaded on demand (app/validation.ts), so nothing here puts zod in a first load; and
// this module itself loads only once somebody is signed in (store.ts, SiteHeader.tsx). The
// server sends the same requests through its in-process API (`fetchApi`) for /notifications,
// which it renders per request and whose forms it answers (features/notifications/actions.ts).
import { apiPaths } from '@brightlane/contract';
import type {
  AppNotification,
  MarkNotificationsReadRequest,
  NotificationsResponse,
  SiteApiFetch,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { apiRequest, AuthRequestError } from '../auth/api.ts';

/** A success status whose body is not what the contract says. */
export class InvalidNotificationsResponseError extends Error {
  constructor(path: string) {
    super(`Unexpected answer from ${path}`);
    this.name = 'InvalidNotificationsResponseError';
  }
}

/** docs/product/spec.md §8: the server's message when it sent one, else ours. */
export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof AuthRequestError ? error.body?.message : undefined) || fallback;
}

/**
 * GET /api/notifications: one page, newest first; `cursor` is the previous page's `nextCursor`.
 * `fetchApi`: the browser's fetch, or the server's API for the page it renders.
 */
export async function fetchNotifications(
  options: { cursor?: string | null; limit?: number } = {},
  fetchApi?: SiteApiFetch,
): Promise<NotificationsResponse> {
  const query = new URLSearchParams();
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  const search = query.toString();
  const path = search ? `${apiPaths.notifications.list}?${search}` : apiPaths.notifications.list;
  const json = await apiRequest(path, undefined, 'GET', fetchApi);
  const { notificationsResponseSchema } = await loadValidation();
  const parsed = notificationsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidNotificationsResponseError(apiPaths.notifications.list);
  return parsed.data;
}

async function updated(path: string, body: unknown, fetchApi?: SiteApiFetch): Promise<number> {
  const json = await apiRequest(path, body, 'POST', fetchApi);
  const { notificationsUpdateResponseSchema } = await loadValidation();
  const parsed = notificationsUpdateResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidNotificationsResponseError(path);
  return parsed.data.unreadCount;
}

/**
 * POST /api/notifications/mark-read with some ids, or `{ all: true }` (every unread one of the
 * account, loaded or not). Answers the account's unread count afterwards.
 */
export function markNotificationsRead(
  request: MarkNotificationsReadRequest,
  fetchApi?: SiteApiFetch,
): Promise<number> {
  return updated(apiPaths.notifications.markRead, request, fetchApi);
}

/** POST /api/notifications/clear: deletes all of the caller's notifications; answers 0. */
export function clearNotifications(): Promise<number> {
  return updated(apiPaths.notifications.clear, {});
}

/** One stream message's JSON as a notification, or null when it is not one. */
export async function parseStreamMessage(data: string): Promise<AppNotification | null> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const { notificationSchema } = await loadValidation();
  const parsed = notificationSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
