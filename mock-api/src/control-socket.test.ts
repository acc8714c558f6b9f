// The control socket's POST /notify (the notification benchmark's way into a running server's
// PGlite): notifications made through the product's notify(), and a body that is not a list of
// well-formed orders refused before anything is stored.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { controlSocketPath, startControlSocket, type ControlSocket } from './control-socket.ts';
import type { Database } from './db/client.ts';
import { notifications } from './db/schema.ts';
import { openTestDatabase } from './test/database.ts';

function post(socketPath: string, path: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ socketPath, path, method: 'POST' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

describe('control socket: POST /notify', () => {
  let database: Database;
  let dataDir: string;
  let socket: ControlSocket | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'brightlane-control-'));
    socket = await startControlSocket(controlSocketPath(dataDir), database.db);
  });
  afterAll(async () => {
    await socket?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('given orders, should make each notification as an event does, one by one or together', async () => {
    const userId = randomUUID();
    const order = { userId, kind: 'project-status', text: 'Project “Dock” is now active.' };
    for (const together of [false, true]) {
      const res = await post(
        controlSocketPath(dataDir),
        '/notify',
        JSON.stringify({ notifications: [order, order], together }),
      );
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toMatchObject({ notified: 2, committingAt: expect.any(Number) });
    }
    const rows = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.kind === 'project-status' && row.readAt === null)).toBe(true);
  });

  it('given a malformed body, should answer 400 and store nothing', async () => {
    const userId = randomUUID();
    for (const body of [
      'not json',
      JSON.stringify({ notifications: 'all' }),
      JSON.stringify({ notifications: [{ userId: 'not-a-uuid', kind: 'welcome', text: 'Hi' }] }),
      JSON.stringify({ notifications: [{ userId, kind: 'lottery-win', text: 'Hi' }] }),
      JSON.stringify({ notifications: [{ userId, kind: 'welcome', text: '  ' }] }),
    ]) {
      const res = await post(controlSocketPath(dataDir), '/notify', body);
      expect(res.status, body).toBe(400);
    }
    const rows = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(rows).toEqual([]);
  });
});
