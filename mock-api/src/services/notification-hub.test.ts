// The hub's own rules, with the database's LISTEN and queries replaced by what a test can steer
// (routes/notifications.test.ts runs the real thing end to end): heartbeats, streams of ended
// sessions, catching up after a lost LISTEN connection, and order during a replay.
import type { AppNotification } from '@brightlane/contract';
import type { Listen } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createNotificationHub, formatEvent, HEARTBEAT } from './notification-hub.ts';
import type { NotificationMessage } from './notifications.ts';

const note = (id: number, userId = 'u1'): NotificationMessage => ({
  userId,
  notification: {
    id: String(id),
    kind: 'project-status',
    text: `Note ${id}`,
    read: false,
    time: new Date(0).toISOString(),
  },
});

function fakeSink() {
  const chunks: string[] = [];
  let alive = true;
  let closed = false;
  return {
    chunks,
    get closed() {
      return closed;
    },
    die: () => (alive = false),
    send: (chunk: string) => {
      if (!alive) return false;
      chunks.push(chunk);
      return true;
    },
    close: () => {
      closed = true;
    },
  };
}

function setup({ live = new Set([1]), stored = [] as AppNotification[] } = {}) {
  let deliver: (payload: string) => void = () => undefined;
  let resume: (() => void) | undefined;
  const listen: Listen = async (_channel, onMessage, onResume) => {
    deliver = onMessage;
    resume = onResume;
    return async () => undefined;
  };
  let sinceGate: Promise<void> = Promise.resolve();
  const hub = createNotificationHub({
    listen,
    since: async (_userId, afterId) => {
      await sinceGate;
      return stored.filter((n) => Number(n.id) > afterId);
    },
    liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    logger: createLogger('silent'),
    heartbeatMs: 1000,
  });
  return {
    hub,
    publish: (message: NotificationMessage) => deliver(JSON.stringify(message)),
    resume: () => resume?.(),
    stored,
    live,
    holdSince: () => {
      let release!: () => void;
      sinceGate = new Promise((resolve) => (release = resolve));
      return release;
    },
  };
}

describe('notification hub', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given open streams, should send a heartbeat comment to each every interval and drop dead ones', async () => {
    vi.useFakeTimers();
    const { hub } = setup();
    const a = fakeSink();
    const b = fakeSink();
    await hub.open({ userId: 'u1', sessionId: 1 }, a);
    await hub.open({ userId: 'u2', sessionId: 1 }, b);
    b.die();
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.chunks).toEqual([HEARTBEAT]);
    expect(hub.openStreams()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(a.chunks).toEqual([HEARTBEAT, HEARTBEAT]);
  });

  it('given a session that ended (signed out elsewhere), should close its stream at the next heartbeat', async () => {
    vi.useFakeTimers();
    const { hub, live } = setup({ live: new Set([1, 2]) });
    const kept = fakeSink();
    const ended = fakeSink();
    await hub.open({ userId: 'u1', sessionId: 1 }, kept);
    await hub.open({ userId: 'u1', sessionId: 2 }, ended);
    live.delete(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ended.closed).toBe(true);
    expect(kept.closed).toBe(false);
    expect(hub.openStreams()).toBe(1);
  });

  it('given the last stream closes, should stop the heartbeat timer', async () => {
    vi.useFakeTimers();
    const { hub } = setup();
    const stop = await hub.open({ userId: 'u1', sessionId: 1 }, fakeSink());
    expect(vi.getTimerCount()).toBe(1);
    stop();
    expect(hub.openStreams()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('given a message, should reach only the streams of its user, once per id', async () => {
    const { hub, publish } = setup();
    const mine = fakeSink();
    const theirs = fakeSink();
    await hub.open({ userId: 'u1', sessionId: 1 }, mine);
    await hub.open({ userId: 'u2', sessionId: 1 }, theirs);
    publish(note(5));
    publish(note(5));
    publish(note(4)); // older than what was sent: a replay overlap
    expect(mine.chunks).toEqual([formatEvent(note(5).notification)]);
    expect(theirs.chunks).toEqual([]);
  });

  it('given messages during the replay, should send the replay first, then them, without repeats', async () => {
    const { hub, publish, stored, holdSince } = setup();
    stored.push(note(2).notification, note(3).notification);
    const release = holdSince();
    const sink = fakeSink();
    const opened = hub.open({ userId: 'u1', sessionId: 1, lastEventId: 1 }, sink);
    await Promise.resolve();
    await Promise.resolve();
    publish(note(3));
    publish(note(4));
    release();
    await opened;
    expect(sink.chunks).toEqual([2, 3, 4].map((id) => formatEvent(note(id).notification)));
  });

  it('given the LISTEN connection came back, should send each stream what it missed', async () => {
    const { hub, publish, resume, stored } = setup();
    const sink = fakeSink();
    await hub.open({ userId: 'u1', sessionId: 1 }, sink);
    publish(note(1));
    stored.push(note(1).notification, note(2).notification, note(3).notification);
    resume();
    await vi.waitFor(() => expect(sink.chunks).toHaveLength(3));
    expect(sink.chunks).toEqual([1, 2, 3].map((id) => formatEvent(note(id).notification)));
  });

  it('given close, should end every stream and refuse new ones', async () => {
    const { hub } = setup();
    const sink = fakeSink();
    await hub.open({ userId: 'u1', sessionId: 1 }, sink);
    await hub.close();
    expect(sink.closed).toBe(true);
    expect(hub.openStreams()).toBe(0);
    await expect(hub.open({ userId: 'u1', sessionId: 1 }, fakeSink())).rejects.toThrow();
  });
});
