// Notifications (docs/decisions/020-notifications.md; docs/product/decisions.md "Notifications"). An event writes its notification in
// its own transaction, together with a NOTIFY that PostgreSQL delivers to every listening API
// process when (and only if) the transaction commits: a rolled-back event tells no one, and a
// committed one reaches every process's streams (notification-hub.ts). With Email
// Notifications on, the same transaction queues the e-mail.
import type {
  AppNotification,
  NotificationKind,
  NotificationsResponse,
} from '@brightlane/contract';
import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { knownDevices, notifications, users } from '../db/schema.ts';
import { hashToken } from '../auth/tokens.ts';
import { notificationMail } from '../mail/templates.ts';
import type { MailQueue } from './mail-queue.ts';

/** The NOTIFY channel every API process listens on. */
export const NOTIFICATIONS_CHANNEL = 'brightlane_notifications';

/** A stream that reconnects gets at most this many of the notifications it missed. */
export const REPLAY_LIMIT = 50;

/** What travels on the channel: whose notification, and the notification as the API shows it. */
export interface NotificationMessage {
  userId: string;
  notification: AppNotification;
}

export interface NotificationEvent {
  kind: NotificationKind;
  text: string;
}

/**
 * Kinds that are never e-mailed: the welcome goes with the sign-up's verification e-mail,
 * which already welcomes the user, so a second message would only be noise.
 */
const NOT_EMAILED: ReadonlySet<NotificationKind> = new Set(['welcome']);

type NotificationRow = typeof notifications.$inferSelect;

export function toAppNotification(row: NotificationRow): AppNotification {
  return {
    id: String(row.id),
    kind: row.kind,
    text: row.text,
    read: row.readAt !== null,
    time: row.createdAt.toISOString(),
  };
}

export interface NotificationsService {
  /**
   * Tells the user about an event, inside the event's transaction (`tx`): stores it, has it
   * delivered live when the transaction commits, and queues its e-mail if the user wants
   * those. Resolves to the queued e-mails' ids, to deliver after the commit.
   */
  notify(tx: Db, userId: string, event: NotificationEvent): Promise<number[]>;
  /**
   * Remembers the browser a sign-in came from (`deviceId`, its cookie) and, when the account
   * has not signed in from it before and `tell` is set, makes a 'new-sign-in' notification.
   * Resolves to the e-mails to deliver.
   */
  rememberDevice(
    tx: Db,
    userId: string,
    deviceId: string,
    tell?: NotificationEvent,
  ): Promise<number[]>;
  /** Newest first, `limit` per page; `cursor` is the previous page's `nextCursor`. */
  list(userId: string, page: { cursor?: string; limit: number }): Promise<NotificationsResponse>;
  /** Marks the user's own notifications read (others' ids change nothing); the unread count after. */
  markRead(userId: string, ids: readonly string[] | 'all'): Promise<number>;
  /** Deletes all of the user's notifications. */
  clear(userId: string): Promise<void>;
  /** The user's notifications after `afterId`, oldest first, at most the newest REPLAY_LIMIT. */
  since(userId: string, afterId: number): Promise<AppNotification[]>;
}

export interface NotificationsDeps {
  db: Db;
  mailQueue: MailQueue;
  /** Where the e-mails link to (SITE_URL). */
  siteUrl: string;
}

export function createNotificationsService({
  db,
  mailQueue,
  siteUrl,
}: NotificationsDeps): NotificationsService {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  async function notify(tx: Db, userId: string, event: NotificationEvent): Promise<number[]> {
    const [row] = await tx
      .insert(notifications)
      .values({ userId, kind: event.kind, text: event.text })
      .returning();
    if (!row) throw new Error('The notification was not stored');
    const message: NotificationMessage = { userId, notification: toAppNotification(row) };
    // Sent when the transaction commits, to every process listening (this one included).
    await tx.execute(sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, ${JSON.stringify(message)})`);
    if (NOT_EMAILED.has(event.kind)) return [];
    const [user] = await tx
      .select({ email: users.email, name: users.name, wantsMail: users.emailNotifications })
      .from(users)
      .where(eq(users.id, userId));
    if (!user?.wantsMail) return [];
    return mailQueue.enqueue(tx, [
      {
        leadKind: 'notifications',
        leadId: row.id,
        purpose: 'notification',
        to: user.email,
        ...notificationMail(user.name, event.text, siteUrl),
      },
    ]);
  }

  return {
    notify,

    async rememberDevice(tx, userId, deviceId, tell) {
      const inserted = await tx
        .insert(knownDevices)
        .values({ userId, deviceHash: hashToken(deviceId) })
        .onConflictDoUpdate({
          target: [knownDevices.userId, knownDevices.deviceHash],
          set: { lastSeenAt: sql`now()` },
        })
        // xmax = 0 only on a row this statement inserted (not on one it updated).
        .returning({ isNew: sql<boolean>`(xmax = 0)` });
      return inserted[0]?.isNew && tell ? notify(tx, userId, tell) : [];
    },

    async list(userId, { cursor, limit }) {
      const rows = await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            cursor ? lt(notifications.id, Number(cursor)) : undefined,
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        notifications: page.map(toAppNotification),
        unreadCount: await unreadCount(userId),
        nextCursor: rows.length > limit && last ? String(last.id) : null,
      };
    },

    async markRead(userId, ids) {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, ids.map(Number)),
          ),
        );
      return unreadCount(userId);
    },

    async clear(userId) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },

    async since(userId, afterId) {
      const newest = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
        .orderBy(desc(notifications.id))
        .limit(REPLAY_LIMIT);
      return newest.reverse().map(toAppNotification);
    },
  };
}
