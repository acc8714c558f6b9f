// Notifications on the wire (docs/decisions/020-notifications.md; docs/product/spec.md §3 "Notification", §4, §7; docs/product/decisions.md
// "Notifications"): stored per user, made by real events, read and marked through the list
// endpoints and delivered live over server-sent events. The stream's messages are
// `notificationSchema` objects, one per event, with the notification's id as the event id, so
// a reconnect that sends `Last-Event-ID` receives what it missed.
import { z } from './zod.ts';
import { idSchema, isoDateTime } from './fields.ts';
import {
  MARK_READ_MAX_IDS,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  notificationKinds,
} from './form-constants.ts';

/** One notification (docs/product/spec.md §3: id, text, read, time). */
export const notificationSchema = z
  .object({
    /** Opaque; increases with every notification made, so it orders them and resumes streams. */
    id: idSchema,
    kind: z.enum(notificationKinds),
    text: z.string(),
    read: z.boolean(),
    time: isoDateTime(),
  })
  .meta({ id: 'Notification' });
/** Not `Notification`: that is the browser's Notification API in the site's code. */
export type AppNotification = z.infer<typeof notificationSchema>;

/** A notification id as the API hands them out: digits only. */
const notificationId = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, { error: 'Invalid notification id' })
  .meta({ example: '42' });

/** GET /api/notifications: newest first; `cursor` is the `nextCursor` of the previous page. */
export const notificationsQuerySchema = z.object({
  cursor: notificationId.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATIONS_MAX_PAGE_SIZE)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationsResponseSchema = z
  .object({
    notifications: z.array(notificationSchema),
    /** Unread notifications of the account in all (not only on this page). */
    unreadCount: z.number().int().min(0),
    /** Pass as `cursor` for the next (older) page; null on the last one. */
    nextCursor: notificationId.nullable(),
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * POST /api/notifications/mark-read: `{ notificationIds }` (docs/product/spec.md §7), or ours,
 * `{ all: true }`, which 'Mark all as read' and opening the bell send so that unread
 * notifications not loaded yet are read too. Idempotent: ids already read, or not the
 * caller's, change nothing (and reveal nothing).
 */
export const markNotificationsReadSchema = z
  .union([
    z.strictObject({ notificationIds: z.array(notificationId).min(1).max(MARK_READ_MAX_IDS) }),
    z.strictObject({ all: z.literal(true) }),
  ])
  .meta({ id: 'MarkNotificationsReadRequest' });
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadSchema>;

/** The answer of mark-read and clear: the account's unread count afterwards. */
export const notificationsUpdateResponseSchema = z
  .object({ success: z.literal(true), unreadCount: z.number().int().min(0) })
  .meta({ id: 'NotificationsUpdateResponse' });
export type NotificationsUpdateResponse = z.infer<typeof notificationsUpdateResponseSchema>;

/**
 * GET /api/notifications/stream. `token`: the session token, for a client without the cookie
 * (docs/product/spec.md §7). `lastEventId`: the newest id the client has, for a new EventSource, which
 * cannot send the `Last-Event-ID` header the browser's own reconnects send; '0' when it has
 * none. Either way the stream first sends what came after it (at most a page).
 */
export const notificationStreamQuerySchema = z.object({
  token: z.string().max(200).optional(),
  lastEventId: z.union([notificationId, z.literal('0')]).optional(),
});
