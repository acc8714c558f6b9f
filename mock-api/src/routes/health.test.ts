import { createApp } from '../app.ts';
import type { Database, Db } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';

describe('health and readiness', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('given the process is up, GET /api/health should answer ok', async () => {
    const app = createApp({ database, config: { logLevel: 'silent' } });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('given a reachable database, GET /api/ready should answer ready', async () => {
    const app = createApp({ database, config: { logLevel: 'silent' } });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready' });
  });

  it('given the database is gone, GET /api/ready should answer 503 and health stays ok', async () => {
    // What a closed PGlite or an unreachable PostgreSQL does: every query rejects.
    const gone = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Db;
    const app = createApp({
      database: { db: gone, listen: database.listen },
      config: { logLevel: 'silent' },
    });

    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'Database unavailable' });

    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
  });
});
