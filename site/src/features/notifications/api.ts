// The notifications client (docs/product/spec.md §7 "Notifications", docs/product/decisions.md "Notifications"): the list
// by cursor, mark-read and clear, on the accounts client's `apiRequest` (cookie, JSON, a failure
// is an `AuthRequestError` with the API's message). Answers are checked with the contract's
// schemas, loaded on demand (app/validation.ts), so nothing here puts zod in a first load; and
// this module itself loads only once somebody is signed in (store.ts, SiteHeader.tsx).
import { apiPaths } from '@brightlane/contract';
import type {
  AppNotification,
  MarkNotificationsReadRequest,
  NotificationsResponse,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { apiRequest } from '../auth/api.ts';

/** A success status whose body is not what the contract says. */
export class InvalidNotificationsResponseError extends Error {
  constructor(path: string) {
    super(`Unexpected answer from ${path}`);
    this.name = 'InvalidNotificationsResponseError';
  }
}

/** GET /api/notifications: one page, newest first; `cursor` is the previous page's `nextCursor`. */
export async function fetchNotifications(
  options: { cursor?: string | null; limit?: number } = {},
): Promise<NotificationsResponse> {
  const query = new URLSearchParams();
  if (options.cursor) query.set('cursor', options.cursor);
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  const search = query.toString();
  const path = search ? `${apiPaths.notifications.list}?${search}` : apiPaths.notifications.list;
  const json = await apiRequest(path, undefined, 'GET');
  const { notificationsResponseSchema } = await loadValidation();
  const parsed = notificationsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidNotificationsResponseError(apiPaths.notifications.list);
  return parsed.data;
}

async function updated(path: string, body: unknown): Promise<number> {
  const json = await apiRequest(path, body);
  const { notificationsUpdateResponseSchema } = await loadValidation();
  const parsed = notificationsUpdateResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidNotificationsResponseError(path);
  return parsed.data.unreadCount;
}

/**
 * POST /api/notifications/mark-read with some ids, or `{ all: true }` (every unread one of the
 * account, loaded or not). Answers the account's unread count afterwards.
 */
export function markNotificationsRead(request: MarkNotificationsReadRequest): Promise<number> {
  return updated(apiPaths.notifications.markRead, request);
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
