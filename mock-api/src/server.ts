// Entry point: `npx tsx mock-api/src/server.ts` (npm start runs it through scripts/start.mjs).
// Opens the database, applies migrations, serves the API and the built site on one port,
// runs the mail queue's worker (SMTP_URL, else the file outbox; failed e-mails are retried), and shuts down cleanly on SIGINT/SIGTERM — PGlite must be closed or the process
// never exits.
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { loadServerConfig } from './config.ts';
import { controlSocketPath, startControlSocket, type ControlSocket } from './control-socket.ts';
import { openDatabase, type Database } from './db/client.ts';
import { answerClientError } from './http/client-error.ts';
import { acquireDataDirLock, DataDirBusyError } from './db/data-dir-lock.ts';
import { loadOrCreateKeyFile } from './auth/secret-box.ts';
import { migrateDatabase } from './db/migrate.ts';
import { makePrivateDir } from './private-files.ts';
import { seedOnFirstRun } from './cli/seed.ts';
import { createFileOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { loadSiteManifest } from './site-manifest.ts';
import { loadSiteRenderer } from './site-render.ts';
import { siteExists } from './static.ts';

// Keep-alive and streaming connections would hold close() open; past this they are cut.
const SHUTDOWN_GRACE_MS = 5000;

async function main() {
  const config = loadServerConfig();

  let database: Database;
  let lock: { release(): void } | undefined;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    console.log('Database: PostgreSQL (DATABASE_URL)');
  } else {
    makePrivateDir(config.dataDir);
    // PGlite is single-process: refuse to share its files with another server or a script.
    try {
      lock = acquireDataDirLock(config.dataDir, 'server');
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
    const dir = join(config.dataDir, 'db');
    database = await openDatabase({ kind: 'pglite', dataDir: dir });
    console.log(`Database: PGlite in ${dir}`);
  }
  await migrateDatabase(database);
  // `npm start` asks for sample posts on a new database (scripts/start.mjs).
  if (process.env.SEED_ON_FIRST_RUN === '1') {
    const seeded = await seedOnFirstRun(database.db);
    if (seeded) console.log(`A new database: ${seeded.added.length} sample blog posts added.`);
  }

  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createFileOutboxMailer(join(config.dataDir, 'outbox'));
  console.log(`Mail: ${mailer.description}`);

  const hasSite = siteExists(config.siteDir);
  if (!hasSite) {
    console.log(`No built site in ${config.siteDir}: serving the API only (run npm run build).`);
  }

  // Blog posts are rendered per request by the site's own render function (its SSR build).
  const renderer = hasSite ? await loadSiteRenderer(config.siteDir) : undefined;
  if (hasSite && !renderer) {
    console.log('No SSR build beside the site: blog posts render in the browser.');
  }

  const { app, services } = buildApp({
    database,
    mail: mailer,
    config: {
      siteDir: config.siteDir,
      // Shell, 404 page and the route patterns that tell a page from an unknown path.
      ...(hasSite ? loadSiteManifest(config.siteDir) : {}),
      ...(renderer ? { siteRenderer: renderer.render, siteOrigin: renderer.origin } : {}),
      logLevel: config.logLevel,
      trustedOrigins: config.trustedOrigins,
      formRateLimit: config.formRateLimit,
      telemetryRateLimit: config.telemetryRateLimit,
      trustProxy: config.trustProxy,
      siteUrl: config.siteUrl,
      authRateLimit: config.authRateLimit,
      secretsKey: config.secretsKey ?? loadOrCreateKeyFile(join(config.dataDir, 'secrets.key')),
    },
  });
  // The mail queue's worker, the only sender: what is due now (e-mails that failed before a
  // restart), then whenever a transaction queues mail (here or in another process), and every
  // minute for retries.
  const stopMailWorker = await services.mailQueue.start();
  // `npm run leads` reads a running server's PGlite database through this socket.
  let control: ControlSocket | undefined;
  if (database.kind === 'pglite') {
    control = await startControlSocket(controlSocketPath(config.dataDir), database.db);
  }

  // Everything after the HTTP server: the e-mails in flight finish, the database closes last.
  const closeEverything = async () => {
    await services.notificationHub.close();
    await stopMailWorker();
    await services.mailQueue.idle();
    await control?.close();
    mailer.close?.();
    await database.close();
    lock?.release();
  };

  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Slow clients (ADR 026): a request's headers, then the whole request, must arrive in
      // time or the connection gets a 408 and is closed. Node applies both to receiving the
      // request only, so a long response (the notification stream) is not cut. It checks every
      // connectionsCheckingInterval (default 30 s), so check often enough to keep the timeouts.
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
        keepAliveTimeout: config.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.min(
          5000,
          Math.max(250, Math.floor(config.headersTimeoutMs / 4)),
        ),
      },
    },
    (info) => {
      console.log(`Brightlane Digital running at http://localhost:${info.port}`);
    },
  );

  // What Node's HTTP parser refuses (too-large headers, a timed-out request) answers in JSON.
  server.on('clientError', answerClientError);

  server.on('error', async (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use. Stop the other process or set PORT.`
        : `Server error: ${error.message}`,
    );
    await closeEverything();
    process.exit(1);
  });

  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log(`${signal} again: exiting now.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`${signal} received: shutting down.`);
    const closed = new Promise<void>((resolveClose) => server.close(() => resolveClose()));
    // Open notification streams end now (their browsers reconnect to the next server and
    // catch up by Last-Event-ID) instead of holding the close for the whole grace period.
    await services.notificationHub.close();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    const force = setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await closed;
    await closeEverything();
    process.exit(0);
  };
  // `on`, not `once`: a second Ctrl-C while closing forces the exit (see the top of shutdown).
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
