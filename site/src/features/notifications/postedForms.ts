// /notifications as the server renders it per request and takes its forms when they are posted
// before or without the page's code (docs/decisions/040-forms-post-to-the-server.md): the forms'
// names and fields, the address's cursor, and what the page's loader hands the page. Shared by
// the page (in its code) and its loader and action (features/notifications/actions.ts, on the
// server only).
import type { NotificationsResponse } from '@brightlane/contract';

/** The list's form: an unread notification's 'Mark as read', where the page's code has not run. */
export const MARK_READ_FORM = 'mark-read';
/** The field each 'Mark as read' sends: its notification's id (the ui list's `markReadField`). */
export const NOTIFICATION_FIELD = 'id';

/** 'Mark all as read': every unread one of the account, loaded or not, as the store sends it. */
export const MARK_ALL_READ_FORM = 'mark-all-read';

/** Every form of the page that posts, for the message of the one answered. */
export const NOTIFICATIONS_FORMS = [MARK_READ_FORM, MARK_ALL_READ_FORM] as const;

/**
 * 'Load more' where the page's code does not run: a link to `?cursor=<nextCursor>`, the API's
 * cursor as it is. The page of that address holds the list from the newest down to that
 * cursor's page (the loader, features/notifications/actions.ts, says why).
 */
export const CURSOR_PARAM = 'cursor';

/** A cursor as the API hands them out (an id: digits), or null for anything else. */
export function cursorOf(search: URLSearchParams): string | null {
  const cursor = search.get(CURSOR_PARAM);
  return cursor && /^[1-9]\d{0,14}$/.test(cursor) ? cursor : null;
}

/**
 * What /notifications' loader answers. Rendered by the server, the page holds the list of its
 * address as read for this visitor (newest first, down to `?cursor=`'s page), or that it could
 * not be read, and when it was read, so the relative times hydrate as the server wrote them; in
 * the browser nothing (`{}`): the store loads the list.
 */
export interface NotificationsPageData {
  page?: NotificationsResponse;
  failed?: true;
  /** When the server read it (ms since the epoch). */
  now?: number;
}

/** `/notifications`, or with its `cursor`: where a post goes back to, and 'Load more'. */
export function notificationsAddress(pathname: string, cursor: string | null): string {
  return cursor ? `${pathname}?${new URLSearchParams({ [CURSOR_PARAM]: cursor })}` : pathname;
}
