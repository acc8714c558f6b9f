// A window into a running server's PGlite database for the operator's scripts: while the
// server holds the database (see db/data-dir-lock.ts), `npm run leads` and `npm run
// staff:create` ask it over a Unix socket in the data directory instead of opening the files a
// second time. The socket is private to the data directory's owner (mode 0600), who can read
// the database files anyway, and never on the network. It reads leads and grants the staff
// role; nothing else.
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Db } from './db/client.ts';
import { grantStaff } from './cli/staff.ts';
import { allLeads, latestLeads } from './services/lead-report.ts';

export const controlSocketPath = (dataDir: string) => join(dataDir, 'api.sock');

// Unix socket paths are limited to about 107 bytes (sun_path).
const MAX_SOCKET_PATH = 100;

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/**
 * Serves GET /leads/latest?limit=N (JSON), GET /leads/all (one JSON object a line) and POST
 * /staff?email=… (JSON: the grant's outcome) on `path`. Resolves to undefined when the path
 * is too long for a socket.
 */
export async function startControlSocket(path: string, db: Db): Promise<ControlSocket | undefined> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  // Whoever holds the data-dir lock owns this path; a socket file left here is stale.
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const fail = (error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    };
    if (req.method === 'GET' && url.pathname === '/leads/latest') {
      const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get('limit')) || 10));
      latestLeads(db, limit).then((leads) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(leads));
      }, fail);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/leads/all') {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      (async () => {
        for await (const lead of allLeads(db)) res.write(`${JSON.stringify(lead)}\n`);
        res.end();
      })().catch(fail);
      return;
    }
    const email = url.searchParams.get('email');
    if (req.method === 'POST' && url.pathname === '/staff' && email) {
      grantStaff(db, email).then((outcome) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ outcome }));
      }, fail);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** GET (or POST) `urlPath` on the control socket; rejects when nothing listens there. */
export function controlRequest(
  path: string,
  urlPath: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: urlPath, method }, (res) => {
      if (res.statusCode === 200) resolve(res);
      else {
        res.resume();
        reject(new Error(`The server's control socket answered ${res.statusCode}`));
      }
    });
    req.once('error', reject);
    req.end();
  });
}
