// A client no one here wrote: generated from the API's own OpenAPI document with the ecosystem's
// standard pair, openapi-typescript for the types and openapi-fetch as the client
// (docs/decisions/037-openapi-document.md). The types go to a temp dir; calls written against
// them are type-checked with the TypeScript compiler (one of them must not compile), then run
// against the app in process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { TEST_PASSWORD } from './test/api-client.ts';
import { fromIp } from './test/leads.ts';
import { openTestDatabase } from './test/database.ts';

// Written as a user of the generated client would: only the types know the API. Each call is
// one the brief of a client cares about: sign-up, the session, a quote, the blog list, and a
// path parameter. The quote of the wrong shape must not compile: if the types were loose (any,
// or a body the generator failed to type), its @ts-expect-error would be unused, itself an error.
const CALLS = `
import type { Client } from 'openapi-fetch';
import type { paths } from './api.ts';

export async function run(client: Client<paths>, email: string, password: string) {
  const signUp = await client.POST('/api/auth/signup', {
    body: { name: 'Ann Lee', email, password },
  });
  if (!signUp.data) throw new Error('sign-up answered ' + signUp.response.status);
  // An answer with a user always has one: no null check needed.
  const username: string = signUp.data.user.username;
  const headers = { Authorization: 'Bearer ' + signUp.data.token };

  const session = await client.GET('/api/auth/session', { headers });
  // @ts-expect-error: signed out, the session's user is null, so the caller must check
  const unchecked: string = session.data.user.email;
  const sessionEmail: string | undefined = session.data?.user?.email;

  const quote = await client.POST('/api/submit-quote', {
    body: {
      projectGoal: 'website',
      businessType: 'retail',
      projectScope: 'small',
      name: 'Ann Lee',
      email,
      timestamp: new Date().toISOString(),
    },
  });
  const wrongQuote = await client.POST('/api/submit-quote', {
    // @ts-expect-error: 'spaceship' is not one of the project goals
    body: { projectGoal: 'spaceship', businessType: 'retail', projectScope: 'small', name: 'Ann Lee', email, timestamp: new Date().toISOString() },
  });

  const posts = await client.GET('/api/blog/posts', { params: { query: { page: 1, pageSize: 5 } } });
  const total: number | undefined = posts.data?.total;

  const created = await client.POST('/api/user/projects', {
    headers,
    body: { name: 'Bakery shop', status: 'draft' },
  });
  if (!created.data) throw new Error('create project answered ' + created.response.status);
  const project = await client.GET('/api/user/projects/{id}', {
    headers,
    params: { path: { id: created.data.project.id } },
  });
  const status: 'active' | 'draft' | 'archived' | undefined = project.data?.status;

  return {
    username,
    unchecked,
    sessionEmail,
    quote: quote.data?.message,
    wrongQuote: { status: wrongQuote.response.status, issues: wrongQuote.error?.issues },
    total,
    project: { name: project.data?.name, status },
  };
}
`;

// The client's own types, wherever npm put the package (the temp dir has no node_modules).
const clientEntry = createRequire(import.meta.url).resolve('openapi-fetch');
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
  paths: { 'openapi-fetch': [join(dirname(clientEntry), 'index.d.mts')] },
};
// Parsing lib.dom.d.ts dominates a compile: the checks share the parsed library files.
const host = ts.createCompilerHost(compilerOptions);
const parsedLibraries = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, ...rest) => {
  if (!fileName.includes('/node_modules/')) return readSourceFile(fileName, ...rest);
  if (!parsedLibraries.has(fileName))
    parsedLibraries.set(fileName, readSourceFile(fileName, ...rest));
  return parsedLibraries.get(fileName);
};

// A strict compile of the DOM library and 4,000 generated lines: seconds alone, a minute or
// more beside the other test files on two busy cores.
const COMPILE_TIMEOUT = 120_000;

/** The type-check of `files` in `dir` with strict settings; each diagnostic as one line. */
function typeErrors(dir: string, files: string[]): string[] {
  const program = ts.createProgram(
    files.map((file) => join(dir, file)),
    compilerOptions,
    host,
  );
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName.slice(dir.length + 1)}:${line + 1}: ${text}`;
  });
}

describe('a client generated from the OpenAPI document', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let dir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database, config: { logLevel: 'silent' } });
    const doc = (await (await app.request('/api/openapi.json')).json()) as OpenAPI3;
    dir = mkdtempSync(join(tmpdir(), 'brightlane-openapi-client-'));
    writeFileSync(join(dir, 'api.ts'), astToString(await openapiTS(doc, { silent: true })));
    writeFileSync(join(dir, 'calls.ts'), CALLS);
  });
  afterAll(async () => {
    await database?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'given the generated types, should compile the calls and refuse the quote of the wrong shape',
    () => {
      expect(readFileSync(join(dir, 'api.ts'), 'utf8')).toContain('export interface paths');

      expect(typeErrors(dir, ['api.ts', 'calls.ts'])).toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'given a call of the wrong shape without its @ts-expect-error, should name the field at fault',
    () => {
      const loose = CALLS.replace(
        "// @ts-expect-error: 'spaceship' is not one of the project goals",
        '',
      );
      expect(loose).not.toBe(CALLS);
      writeFileSync(join(dir, 'loose.ts'), loose);

      const errors = typeErrors(dir, ['api.ts', 'loose.ts']);

      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(/^loose\.ts:\d+: Type '"spaceship"' is not assignable/);
    },
    COMPILE_TIMEOUT,
  );

  it('given the compiled calls run against the app, should get what their types promise', async () => {
    const { outputText } = ts.transpileModule(CALLS, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const compiled = join(dir, 'calls.mjs');
    writeFileSync(compiled, outputText);
    const { run } = (await import(pathToFileURL(compiled).href)) as {
      run: (client: unknown, email: string, password: string) => Promise<unknown>;
    };
    const client = createClient({
      baseUrl: 'http://localhost:3000',
      fetch: async (request) => app.request(request, undefined, fromIp('203.0.113.40')),
    });

    const result = await run(client, 'ann.client@example.com', TEST_PASSWORD);

    expect(result).toEqual({
      username: 'ann.client',
      unchecked: 'ann.client@example.com',
      sessionEmail: 'ann.client@example.com',
      quote: expect.any(String),
      wrongQuote: {
        status: 400,
        issues: [expect.objectContaining({ path: 'projectGoal' })],
      },
      total: expect.any(Number),
      project: { name: 'Bakery shop', status: 'draft' },
    });
  });
});
