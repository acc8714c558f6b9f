// The live half of notifications (docs/decisions/020-notifications.md): the open server-sent-event streams of this process,
// fed by LISTEN on the channel every process NOTIFYs (notifications.ts). PostgreSQL fans a
// notification out to every API process, each hands it to its own streams of that user: no
// process needs to know the others. With PGlite there is one process and the same code runs.
//
// Costs per open stream are one small object in a map; the heartbeat and the session check are
// one timer and one query for all of them, never one per connection.
import type { AppNotification } from '@brightlane/contract';
import type { Listen } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { NOTIFICATIONS_CHANNEL, type NotificationMessage } from './notifications.ts';

/** Where a stream's bytes go. `send` answers false once the connection is gone. */
export interface StreamSink {
  send(chunk: string): boolean;
  /** Ends the response (the server is stopping, or the session ended). */
  close(): void;
}

export interface HubDeps {
  listen: Listen;
  /** The user's notifications after an id (notifications.ts `since`). */
  since(userId: string, afterId: number): Promise<AppNotification[]>;
  /** Of these session ids, the ones still signed in. */
  liveSessions(sessionIds: readonly number[]): Promise<ReadonlySet<number>>;
  logger: Logger;
  /** The comment line that keeps idle connections open through proxies. Default 25 s. */
  heartbeatMs?: number;
}

export interface StreamOptions {
  userId: string;
  /** The session the stream was opened with: when it ends, the stream ends. */
  sessionId: number;
  /** Send what came after this id first (Last-Event-ID); undefined = only what comes next. */
  lastEventId?: number;
}

export interface NotificationHub {
  /** Registers a stream; resolves once any replay is sent. Call the result when it closes. */
  open(options: StreamOptions, sink: StreamSink): Promise<() => void>;
  /** Streams open now, in this process. */
  openStreams(): number;
  /** Closes every stream and stops listening (shutdown). */
  close(): Promise<void>;
}

interface Subscriber {
  userId: string;
  sessionId: number;
  sink: StreamSink;
  /** The newest id sent: never send it, or anything older, again. */
  lastId: number;
  /** Live messages wait here while the replay query runs, so the order holds. */
  pending: AppNotification[] | undefined;
}

/** One server-sent event: the id lets the client resume, the data is one notification. */
export function formatEvent(notification: AppNotification): string {
  return `id: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`;
}

export const HEARTBEAT = ': heartbeat\n\n';

export function createNotificationHub({
  listen,
  since,
  liveSessions,
  logger,
  heartbeatMs = 25_000,
}: HubDeps): NotificationHub {
  const byUser = new Map<string, Set<Subscriber>>();
  let size = 0;
  let listening: Promise<() => Promise<void>> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function remove(subscriber: Subscriber) {
    const set = byUser.get(subscriber.userId);
    if (!set?.delete(subscriber)) return;
    size -= 1;
    if (set.size === 0) byUser.delete(subscriber.userId);
    if (size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  function send(subscriber: Subscriber, notification: AppNotification) {
    const id = Number(notification.id);
    if (id <= subscriber.lastId) return;
    subscriber.lastId = id;
    if (!subscriber.sink.send(formatEvent(notification))) remove(subscriber);
  }

  function deliver(payload: string) {
    let message: NotificationMessage;
    try {
      message = JSON.parse(payload) as NotificationMessage;
    } catch {
      logger.warn('Ignored a malformed notification message');
      return;
    }
    const set = byUser.get(message.userId);
    if (!set) return;
    for (const subscriber of set) {
      if (subscriber.pending) subscriber.pending.push(message.notification);
      else send(subscriber, message.notification);
    }
  }

  // Sends what the subscriber has not had since its lastId, then what arrived meanwhile.
  async function catchUp(subscriber: Subscriber) {
    subscriber.pending ??= [];
    try {
      for (const notification of await since(subscriber.userId, subscriber.lastId)) {
        send(subscriber, notification);
      }
    } finally {
      const waiting = subscriber.pending;
      subscriber.pending = undefined;
      for (const notification of waiting) send(subscriber, notification);
    }
  }

  // The listening connection was lost and is back: whatever was sent in between never came.
  function resume() {
    for (const set of byUser.values()) {
      for (const subscriber of set) {
        catchUp(subscriber).catch((error: unknown) =>
          logger.error('Catching a stream up after a reconnect failed:', error),
        );
      }
    }
  }

  // Every heartbeat: a comment to each stream (a dead connection shows itself as a failed
  // write), and one query that ends the streams of sessions that ended (sign-out elsewhere).
  async function beat() {
    const all = [...byUser.values()].flatMap((set) => [...set]);
    for (const subscriber of all) {
      if (!subscriber.sink.send(HEARTBEAT)) remove(subscriber);
    }
    const sessionIds = [...new Set(all.map((subscriber) => subscriber.sessionId))];
    if (sessionIds.length === 0) return;
    const live = await liveSessions(sessionIds);
    for (const subscriber of all) {
      if (live.has(subscriber.sessionId)) continue;
      remove(subscriber);
      subscriber.sink.close();
    }
  }

  return {
    async open({ userId, sessionId, lastEventId }, sink) {
      if (closed) throw new Error('The notification hub is closed');
      listening ??= listen(NOTIFICATIONS_CHANNEL, deliver, resume);
      await listening;
      const subscriber: Subscriber = {
        userId,
        sessionId,
        sink,
        // Without a Last-Event-ID only what comes from now on is sent.
        lastId: lastEventId ?? 0,
        pending: undefined,
      };
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(subscriber);
      size += 1;
      heartbeat ??= setInterval(() => {
        beat().catch((error: unknown) => logger.error('Notification heartbeat failed:', error));
      }, heartbeatMs).unref();
      if (lastEventId !== undefined) await catchUp(subscriber);
      return () => remove(subscriber);
    },

    openStreams: () => size,

    async close() {
      closed = true;
      for (const set of [...byUser.values()]) {
        for (const subscriber of [...set]) {
          remove(subscriber);
          subscriber.sink.close();
        }
      }
      const stop = await listening?.catch(() => undefined);
      await stop?.();
    },
  };
}
