// closeAfterUnreadBody (found by the resilience fuzzer, ADR 026): a request refused before its
// body was read says Connection: close, so the client does not send its next request on a
// socket the server drops once it gives up draining the unread body.
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { validQuote } from '../test/leads.ts';
import { validVital } from '../test/request.ts';

describe('a request answered before its body was read', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database, config: { logLevel: 'silent', jsonBodyLimit: 1024 } });
  });
  afterAll(async () => {
    await database?.close();
  });

  // app.request() sends no Content-Length of its own; a real client always does.
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        ...headers,
      },
      body,
    });

  it('given a cross-origin POST with a body, should refuse it and close the connection', async () => {
    const res = await post('/api/submit-quote', JSON.stringify(validQuote), {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('connection')).toBe('close');
  });

  it('given a body over the limit, should answer 413 and close the connection', async () => {
    // The quote form has the standard JSON cap (1 KB here); the beacons have their own 64 KB.
    const res = await post(
      '/api/submit-quote',
      JSON.stringify({ ...validQuote, message: 'x'.repeat(2000) }),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
    expect(res.headers.get('connection')).toBe('close');
  });

  it('given a body that was read (valid or not), should keep the connection', async () => {
    const valid = await post('/api/vitals', JSON.stringify(validVital));
    expect(valid.status).toBe(204);
    expect(valid.headers.get('connection')).toBeNull();
    const invalid = await post('/api/vitals', JSON.stringify({ ...validVital, value: 'high' }));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('connection')).toBeNull();
  });
});
