// A property-based fuzzer (docs/decisions/026-resilience.md; ADR 026): for every operation of the server's own
// OpenAPI document, fast-check makes malformed requests (wrong types, missing and extra
// fields, huge strings, invalid UTF-8, bad JSON, wrong content types, bodies over the limit,
// path and query values with ../, SQL and HTML), signed in and not, same-origin and not.
// Every answer must be below 500, every 4xx JSON with a message, the server alive after, and
// the database changed only by requests that were answered 2xx.
//   FUZZ_SEED=123 FUZZ_RUNS=2000 npm run test:resilience -- fuzz
import { apiPaths } from '@brightlane/contract';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../lib/server.ts';
import {
  call,
  databaseUrl,
  openServerDatabase,
  query,
  restartApi,
  signUp,
  startApi,
} from './lib.ts';

/** Fixed in CI, so a failure reproduces; FUZZ_SEED and FUZZ_RUNS override. */
const SEED = Number(process.env.FUZZ_SEED) || 20261125;
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS) || 10_000;
/** Operations fuzzed at once (each one's runs are sequential). */
const PARALLEL = 4;
const JSON_LIMIT = 100 * 1024;
/** Bodies above this may outgrow the socket buffers before an early refusal arrives. */
const UNREAD_BODY_BYTES = 64 * 1024;
const PASSWORD = 'correct horse battery';
// The fuzzer's own address (TRUST_PROXY), apart from the one its session is made from, so the
// per-IP limits it runs into never keep the session from signing in again.
const FUZZ_IP = '203.0.113.77';
const SESSION_IP = '198.51.100.7';

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** Content type → body schema. */
  bodies: Record<string, Schema>;
  secured: boolean;
}

interface FuzzRequest {
  path: string;
  query: string;
  auth: 'session' | 'none' | 'garbage-bearer' | 'garbage-cookie';
  origin: 'same' | 'none' | 'evil' | 'null' | 'garbage';
  body?: { kind: string; contentType?: string; make: () => BodyInit };
}

const injections = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "' UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\windows\\win.ini',
  '%00',
  '\u0000',
  '%ff%fe',
  '%c0%af',
  '%zz',
  '%',
  '${7*7}{{7*7}}',
  '\ud800',
  '\u202eevil',
  'NaN',
  '-1',
  '1e309',
  '99999999999999999999999',
  ' ',
  '',
];

const hugeString = fc.integer({ min: 5_000, max: 150_000 }).map((n) => 'A'.repeat(n));
const injection = fc.constantFrom(...injections);
/** Anything a field should not hold. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  injection,
  hugeString,
  fc.constant(null),
  fc.double(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })),
);
const badJson = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', "{'a':1}", '{"a":1}}', 'nul', '{"a":NaN}', '\u0000', ''),
  fc.string({ maxLength: 200 }),
);
const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 32, min: 0x80, max: 0xff });
const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=nope',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonx',
  'image/png',
  ';;;',
];

function resolve(doc: { components?: { schemas?: Record<string, Schema> } }, schema: Schema) {
  let current = schema;
  for (let i = 0; current.$ref && i < 10; i += 1) {
    current = doc.components?.schemas?.[current.$ref.split('/').at(-1) ?? ''] ?? {};
  }
  return current;
}

/** A value that fits the schema as far as a generic guess can (deeper code gets reached). */
function plausible(doc: Parameters<typeof resolve>[0], raw: Schema, name = ''): unknown {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(doc, choice, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          plausible(doc, value, key),
        ]),
      );
    case 'array':
      return schema.minItems && schema.items ? [plausible(doc, schema.items, name)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (/email/i.test(name)) return 'fuzz@example.com';
      if (/phone/i.test(name)) return '123-456-7890';
      if (/url|github|website/i.test(name)) return 'https://example.com';
      if (/password/i.test(name)) return 'a fuzzing password';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 5));
  }
}

function operations(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const list: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> })?.content;
      list.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        bodies: Object.fromEntries(
          Object.entries(content ?? {}).map(([type, media]) => [type, media.schema]),
        ),
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return list;
}

/** encodeURIComponent, with a lone surrogate sent as its (invalid UTF-8) bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** The body arbitraries of one operation: malformed in every listed way. */
function bodyArbitrary(
  doc: Parameters<typeof resolve>[0],
  op: Operation,
): fc.Arbitrary<FuzzRequest['body']> {
  const jsonSchema = op.bodies['application/json'];
  const multipartSchema = op.bodies['multipart/form-data'];
  const base = plausible(doc, jsonSchema ?? multipartSchema ?? { type: 'object' }) as Record<
    string,
    unknown
  >;
  const keys = Object.keys(base);
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      replace: keys.length
        ? fc.dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: 3 })
        : fc.constant({}),
      extra: fc.dictionary(fc.string({ maxLength: 20 }), wrongValue, { maxKeys: 3 }),
    })
    .map(({ drop, replace, extra }) => {
      const value: Record<string, unknown> = { ...extra, ...base, ...replace };
      for (const key of drop) delete value[key];
      return value;
    });
  const asJson = (kind: string, text: fc.Arbitrary<string>, contentType = 'application/json') =>
    text.map((body) => ({ kind, contentType, make: () => body }));

  const kinds: fc.Arbitrary<FuzzRequest['body']>[] = [
    asJson('mutated', mutated.map(json)),
    asJson('wrong-type', fc.jsonValue({ maxDepth: 2 }).map(json)),
    asJson('bad-json', badJson),
    fc.tuple(invalidUtf8, fc.constantFrom(...(keys.length ? keys : ['x']))).map(([bytes, key]) => {
      const [before, after] = json({ ...base, [key]: '\u0001' }).split('\\u0001');
      return {
        kind: 'invalid-utf8',
        contentType: 'application/json',
        make: () => Buffer.concat([Buffer.from(before ?? ''), bytes, Buffer.from(after ?? '')]),
      };
    }),
    fc.tuple(fc.constantFrom(...wrongContentTypes), mutated).map(([contentType, value]) => ({
      kind: 'wrong-content-type',
      contentType,
      make: () => json(value),
    })),
    // Over the limit with a Content-Length, and streamed without one.
    fc.integer({ min: 1, max: 64 * 1024 }).map((extra) => ({
      kind: 'oversized',
      contentType: 'application/json',
      make: () => json({ ...base, [keys[0] ?? 'x']: 'A'.repeat(JSON_LIMIT + extra) }),
    })),
    fc.integer({ min: 1, max: 64 * 1024 }).map((extra) => ({
      kind: 'oversized-chunked',
      contentType: 'application/json',
      make: () => {
        const chunk = new TextEncoder().encode(`{"x":"${'A'.repeat(JSON_LIMIT + extra)}"}`);
        return new ReadableStream({
          start(controller) {
            for (let i = 0; i < chunk.length; i += 16 * 1024) {
              controller.enqueue(chunk.subarray(i, i + 16 * 1024));
            }
            controller.close();
          },
        });
      },
    })),
    fc.constant({ kind: 'no-body', contentType: 'application/json', make: () => '' }),
  ];
  if (multipartSchema) {
    kinds.push(
      fc
        .record({
          fields: mutated,
          files: fc.array(
            fc.record({
              name: fc.constantFrom('cv', 'cv', 'other', ''),
              filename: fc.oneof(
                fc.constantFrom('cv.pdf', '../../etc/passwd', '<b>.pdf', 'a\u0000.pdf', ''),
                fc.string({ maxLength: 300 }),
              ),
              type: fc.constantFrom('application/pdf', 'text/html', '', 'application/x-msdownload'),
              bytes: fc.oneof(
                fc.uint8Array({ maxLength: 2048 }),
                fc.constant(new TextEncoder().encode('%PDF-1.7\n<script>')),
              ),
            }),
            { maxLength: 3 },
          ),
        })
        .map(({ fields, files }) => ({
          kind: 'multipart',
          make: () => {
            const form = new FormData();
            for (const [key, value] of Object.entries(fields)) {
              form.append(key, typeof value === 'string' ? value : json(value));
            }
            for (const file of files) {
              form.append(file.name, new Blob([file.bytes], { type: file.type }), file.filename);
            }
            return form;
          },
        })),
      // A CV part over the whole-request cap (5 MB + 1 MB).
      fc.constant({
        kind: 'multipart-oversized',
        make: () => {
          const form = new FormData();
          form.append('cv', new Blob([new Uint8Array(7 * 1024 * 1024)]), 'huge.pdf');
          return form;
        },
      }),
    );
  }
  return fc.oneof(...kinds);
}

function paramValue(plausibleValue: string) {
  return fc.oneof(
    injection,
    fc.string({ maxLength: 60 }),
    fc.constant(plausibleValue),
    fc.integer({ min: 5000, max: 20_000 }).map((n) => 'a'.repeat(n)),
  );
}

function requestArbitrary(
  doc: Parameters<typeof resolve>[0],
  op: Operation,
  username: string,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc
    .tuple(
      ...pathParams.map((p) =>
        fc.tuple(
          paramValue(p.name === 'username' ? username : String(plausible(doc, p.schema ?? {}))),
          fc.boolean(),
        ),
      ),
    )
    .map((values) => {
      let path = op.path;
      pathParams.forEach((p, i) => {
        const [value, encoded] = values[i] as [string, boolean];
        // Raw: '/', '..' and '%' go through as written (a traversal, a bad escape).
        path = path.replace(`{${p.name}}`, encoded ? encode(value) : value);
      });
      return path;
    });
  const queryArb = fc
    .tuple(
      ...queryParams.map((p) => fc.option(paramValue(String(plausible(doc, p.schema ?? {}))))),
      fc.option(fc.constantFrom('a=%ff', 'page[]=1', 'page=1&page=2', '%zz=1', '=&&=')),
    )
    .map((values) => {
      const parts: string[] = [];
      queryParams.forEach((p, i) => {
        const value = values[i];
        if (typeof value === 'string') parts.push(`${p.name}=${encode(value)}`);
      });
      const raw = values[queryParams.length];
      if (typeof raw === 'string') parts.push(raw);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc.record({
    path: pathArb,
    query: queryArb,
    auth: op.secured
      ? fc.constantFrom('session', 'session', 'none', 'garbage-bearer', 'garbage-cookie')
      : fc.constantFrom('none', 'session'),
    origin: hasBody
      ? fc.constantFrom('same', 'same', 'same', 'none', 'evil', 'null', 'garbage')
      : fc.constant('same' as const),
    body: hasBody ? fc.option(bodyArbitrary(doc, op), { freq: 6 }) : fc.constant(undefined),
  }) as fc.Arbitrary<FuzzRequest>;
}

// Which tables a 2xx of which operations may change. auth_rate_limit_hits counts attempts
// whatever their answer (a failed sign-in is what it is for).
const writers: Record<string, RegExp> = {
  users: /^(POST|PUT) \/api\/auth\//,
  sessions: /^(POST|DELETE) \/api\/auth\//,
  one_time_tokens: /^(POST|PUT) \/api\/(auth|user\/verify)/,
  known_devices: /^POST \/api\/auth\//,
  totp_credentials: /^POST \/api\/auth\/2fa\//,
  recovery_codes: /^POST \/api\/auth\/2fa\//,
  quotes: /^POST \/api\/submit-quote$/,
  contact_messages: /^POST \/api\/contact$/,
  applications: /^POST \/api\/careers\/applications$/,
  application_cvs: /^POST \/api\/careers\/applications$/,
  outbound_mail: /^(POST|PUT) \/api\/(submit-quote|send-confirmation|contact|careers|auth|user)/,
  notifications: /^(POST|PUT|DELETE) \/api\/(submit-quote|auth|user|notifications)/,
  projects: /^(POST|PUT|DELETE) \/api\/user\/projects/,
  project_daily_views: /^(POST|PUT|DELETE) \/api\/user\/projects/,
  blog_posts: /^(POST|PUT|DELETE) \/api\/blog\/posts/,
  vitals: /^POST \/api\/vitals$/,
  client_errors: /^POST \/api\/client-errors$/,
};

async function tableCounts(dataDir: string, env: Record<string, string>) {
  const database = await openServerDatabase(dataDir, env);
  try {
    const tables = await query<{ name: string }>(
      database,
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const [row] = await query<{ n: number }>(
        database,
        `select count(*)::int as n from "${name.replace(/"/g, '""')}"`,
      );
      counts[name] = Number(row?.n);
    }
    return counts;
  } finally {
    await database.close();
  }
}

describe('10,000 malformed requests across the OpenAPI document', () => {
  const env: Record<string, string> = {
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // The production limits, on: the fuzzer runs into them as an attacker would.
    FORM_RATE_LIMIT: '5',
    AUTH_RATE_LIMIT: '1',
    TRUST_PROXY: '1',
  };
  let server: RunningServer | undefined;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'brightlane-fuzz-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer every one below 500, JSON with a message for each 4xx, and change the database only on a 2xx', async () => {
    console.log(`fuzz: seed ${SEED}, ${TOTAL_RUNS} runs (FUZZ_SEED / FUZZ_RUNS to change)`);
    server = await startApi(env, dataDir);
    const email = `fuzz-${process.pid}-${Date.now()}@example.com`;
    await signUp(server, email, PASSWORD);
    await server.stop();
    const before = await tableCounts(dataDir, env);
    server = await restartApi(server, env);
    const target = server;
    const fromSession = { 'X-Forwarded-For': SESSION_IP };

    let token = '';
    const signIn = async () => {
      const res = await call(target, apiPaths.auth.login, {
        body: { email, password: PASSWORD },
        headers: fromSession,
      });
      expect(res.status, 'the fuzzer signs in again').toBe(200);
      token = ((await res.json()) as { token: string }).token;
    };
    await signIn();
    const session = await call(target, apiPaths.auth.session, { token });
    const username = ((await session.json()) as { user: { username: string } }).user.username;

    const doc = (await (await fetch(`${target.url}${apiPaths.openapi}`)).json()) as Parameters<
      typeof operations
    >[0] &
      Parameters<typeof resolve>[0];
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(40);

    const failures: string[] = [];
    const successes = new Map<string, number>();
    let sent = 0;
    let cutOff = 0;
    const byStatus = new Map<number, number>();

    async function send(op: Operation, request: FuzzRequest) {
      const headers: Record<string, string> = { 'X-Forwarded-For': FUZZ_IP };
      if (request.auth === 'session') headers.Authorization = `Bearer ${token}`;
      if (request.auth === 'garbage-bearer') headers.Authorization = 'Bearer \u00ff../x';
      if (request.auth === 'garbage-cookie') headers.Cookie = 'session=%zz; session=<script>';
      const origin = {
        same: target.url,
        none: undefined,
        evil: 'https://evil.example',
        null: 'null',
        garbage: '::::',
      }[request.origin];
      if (origin) headers.Origin = origin;
      if (request.body?.contentType) headers['Content-Type'] = request.body.contentType;
      let body = request.body?.make();
      // A form as bytes, to know its size (fetch would send the same).
      if (body instanceof FormData) {
        const encoded = new Response(body);
        headers['Content-Type'] = encoded.headers.get('content-type') ?? '';
        body = await encoded.arrayBuffer();
      }
      const size =
        body instanceof ReadableStream
          ? Infinity
          : typeof body === 'string'
            ? Buffer.byteLength(body)
            : ((body as ArrayBuffer | Uint8Array | undefined)?.byteLength ?? 0);
      const label = `${op.method} ${request.path}${request.query.slice(0, 200)} [${request.body?.kind ?? 'no body'}, ${request.auth}, origin ${request.origin}]`;
      let res: Response;
      try {
        res = await fetch(`${target.url}${request.path}${request.query}`, {
          method: op.method,
          headers,
          body,
          signal: AbortSignal.timeout(15_000),
          ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        // A large body the server refuses before reading it: it answers (with Connection:
        // close) and closes, and fetch, still uploading, reports the reset instead of the
        // answer. Refused, as it should be; a small body must always get its answer.
        if (size > UNREAD_BODY_BYTES) {
          cutOff += 1;
          return;
        }
        failures.push(`${label}: no answer (${(error as Error).message})`);
        return;
      } finally {
        sent += 1;
      }
      byStatus.set(res.status, (byStatus.get(res.status) ?? 0) + 1);
      const type = res.headers.get('content-type') ?? '';
      if (type.startsWith('text/event-stream')) {
        await res.body?.cancel();
      } else if (res.status >= 400) {
        const text = await res.text();
        let message: unknown;
        try {
          message = (JSON.parse(text) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        // fetch resolves a raw '../' itself: what lands outside /api is the site's, not JSON.
        const api = new URL(res.url).pathname.startsWith('/api');
        const clear = type.startsWith('application/json') && typeof message === 'string' && message;
        if (res.status >= 500 || (api && !clear)) {
          failures.push(`${label}: ${res.status} ${type} ${text.slice(0, 200)}`);
        }
      } else {
        await res.arrayBuffer();
      }
      if (res.status < 300 && op.method !== 'GET') {
        const key = `${op.method} ${op.path}`;
        successes.set(key, (successes.get(key) ?? 0) + 1);
        // Requests that may end the fuzzer's session: sign in again when they did.
        const check = await call(target, apiPaths.auth.session, { token });
        if (((await check.json()) as { user: unknown }).user === null) await signIn();
      }
    }

    const started = Date.now();
    const perOp = Math.floor(TOTAL_RUNS / ops.length);
    const queue = ops.map((op, index) => ({
      op,
      index,
      runs: perOp + (index < TOTAL_RUNS % ops.length ? 1 : 0),
    }));
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { op, index, runs } = next;
          await fc.assert(
            fc.asyncProperty(requestArbitrary(doc, op, username), async (request) => {
              await send(op, request);
            }),
            { seed: SEED + index, numRuns: runs },
          );
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    expect(target.process.exitCode).toBeNull();
    expect((await fetch(`${target.url}${apiPaths.health}`)).status).toBe(200);
    console.log(
      `fuzz: ${sent} requests over ${ops.length} operations in ${seconds.toFixed(0)} s ` +
        `(${cutOff} large uploads refused and cut off mid-way); ` +
        `statuses ${[...byStatus]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}:${n}`)
          .join(' ')}; ` +
        `2xx writes ${[...successes].map(([k, n]) => `${k}:${n}`).join(', ') || 'none'}`,
    );
    expect(failures.slice(0, 30).map((failure) => failure.slice(0, 400))).toEqual([]);

    await target.stop();
    server = undefined;
    const after = await tableCounts(dataDir, env);
    const unexplained = Object.keys({ ...before, ...after }).filter((table) => {
      if (before[table] === after[table] || table === 'auth_rate_limit_hits') return false;
      const writer = writers[table];
      return !writer || ![...successes.keys()].some((key) => writer.test(key));
    });
    expect(unexplained.map((table) => `${table}: ${before[table]} -> ${after[table]}`)).toEqual([]);
    // One row per answered request at most, where one request makes one row.
    const oneEach: Record<string, string> = {
      quotes: `POST ${apiPaths.submitQuote}`,
      contact_messages: `POST ${apiPaths.contact}`,
      applications: `POST ${apiPaths.careersApplications}`,
      vitals: `POST ${apiPaths.vitals}`,
      client_errors: `POST ${apiPaths.clientErrors}`,
      projects: `POST ${apiPaths.user.projects}`,
      blog_posts: `POST ${apiPaths.blog.posts}`,
    };
    for (const [table, key] of Object.entries(oneEach)) {
      expect(
        (after[table] ?? 0) - (before[table] ?? 0),
        `${table} rows added vs ${key} answered 2xx`,
      ).toBeLessThanOrEqual(successes.get(key) ?? 0);
    }
  });
});
