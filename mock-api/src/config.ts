// Server settings from the environment, resolved once at start. Relative directories are
// taken from the repository root, so `npm start` and `npm run -w` agree whatever the cwd.
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSecretsKey } from './auth/secret-box.ts';
import { logLevelFromEnv, type LogLevel } from './logger.ts';
// Reports per IP per minute when TELEMETRY_RATE_LIMIT is not set: the app's own default.
import { DEFAULT_TELEMETRY_RATE_LIMIT } from './routes/telemetry.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerConfig {
  /** PORT, default 3000 (0 picks a free port). */
  port: number;
  /** HOST to bind; default: every interface (Node's default). */
  host?: string;
  /** DATA_DIR, default <repo>/data. PGlite lives in <dataDir>/db. */
  dataDir: string;
  /** DATABASE_URL: use this PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** SITE_DIR, default <repo>/site/dist: the built site served beside the API. */
  siteDir: string;
  /** LOG_LEVEL: silent | error | warn | info. */
  logLevel: LogLevel;
  /** TRUSTED_ORIGINS, comma-separated: other origins allowed to POST (a dev server). */
  trustedOrigins: string[];
  /** SMTP_URL (smtp[s]://user:pass@host:port): send mail through it; else the file outbox. */
  smtpUrl?: string;
  /** FORM_RATE_LIMIT, default 5: submissions per IP per form per 10 minutes; 0 = no limit. */
  formRateLimit: number;
  /** TELEMETRY_RATE_LIMIT, default 120: beacon reports per IP per minute; 0 = no limit. */
  telemetryRateLimit: number;
  /**
   * TRUST_PROXY: how many reverse proxies in front of the server append to X-Forwarded-For; the
   * client IP is the entry that many from the right (http/client-ip.ts). 0: the socket's address.
   */
  trustProxy: number;
  /**
   * SITE_URL, default http://localhost:<port>: the site's public origin. Account e-mails link
   * to it (never to the request's Host); https makes the session cookie __Host- and Secure.
   */
  siteUrl: string;
  /** AUTH_RATE_LIMIT, default on: the per-IP limits of the auth endpoints; 0 turns them off. */
  authRateLimit: boolean;
  /**
   * SECRETS_KEY (32 bytes as 64 hex digits or base64): encrypts TOTP secrets at rest. Unset:
   * a key file made once at <dataDir>/secrets.key. Every process sharing one PostgreSQL needs
   * the same key, so set it there.
   */
  secretsKey?: Buffer;
  /**
   * HEADERS_TIMEOUT_MS, default 20 s: a connection that has not sent a request's whole
   * headers by then is answered 408 and closed (slow clients, ADR 026).
   */
  headersTimeoutMs: number;
  /**
   * REQUEST_TIMEOUT_MS, default 120 s: the whole request (headers and body) must arrive by then.
   * Receiving only: a long response (the notification stream) is never cut by it.
   */
  requestTimeoutMs: number;
  /** KEEP_ALIVE_TIMEOUT_MS, default 65 s: how long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
}

/** Submissions per IP per form per 10 minutes when FORM_RATE_LIMIT is not set. */
export const DEFAULT_FORM_RATE_LIMIT = 5;

/** The HTTP server's timeouts when HEADERS_TIMEOUT_MS etc. are not set (ADR 026). */
export const DEFAULT_HTTP_TIMEOUTS = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 65_000,
} as const;

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3000;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parseRateLimit(
  value: string | undefined,
  name = 'FORM_RATE_LIMIT',
  fallback = DEFAULT_FORM_RATE_LIMIT,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`${name} must be a whole number (0 turns it off), got "${value}"`);
  }
  return limit;
}

function parseTimeout(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 1) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, got "${value}"`);
  }
  return ms;
}

// TRUST_PROXY: a number of hops; true/yes/on mean one proxy, and an explicit no none.
function parseTrustedHops(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || ['false', 'no', 'off'].includes(text)) return 0;
  if (['true', 'yes', 'on'].includes(text)) return 1;
  const hops = Number(text);
  if (!/^\d+$/.test(text) || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (0 to 10), got "${value}"`,
    );
  }
  return hops;
}

// Any value but an explicit no: AUTH_RATE_LIMIT=1, =true and =yes all turn it on.
function parseFlag(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  return text !== '' && !['0', 'false', 'no', 'off'].includes(text);
}

function parseSiteUrl(value: string | undefined, port: number): string {
  const text = value?.trim();
  if (!text) return `http://localhost:${port || 3000}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${text}"`);
  }
  return url.origin;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = parsePort(env.PORT);
  const headersTimeoutMs = parseTimeout(
    'HEADERS_TIMEOUT_MS',
    env.HEADERS_TIMEOUT_MS,
    DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs,
  );
  const requestTimeoutMs = parseTimeout(
    'REQUEST_TIMEOUT_MS',
    env.REQUEST_TIMEOUT_MS,
    DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs,
  );
  // Node refuses to start a server whose headers may take longer than the whole request.
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`,
    );
  }
  return {
    port,
    host: env.HOST?.trim() || undefined,
    dataDir: fromRoot(env.DATA_DIR?.trim() || 'data'),
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    siteDir: fromRoot(env.SITE_DIR?.trim() || 'site/dist'),
    logLevel: logLevelFromEnv(env),
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    formRateLimit: parseRateLimit(env.FORM_RATE_LIMIT),
    telemetryRateLimit: parseRateLimit(
      env.TELEMETRY_RATE_LIMIT,
      'TELEMETRY_RATE_LIMIT',
      DEFAULT_TELEMETRY_RATE_LIMIT,
    ),
    trustProxy: parseTrustedHops(env.TRUST_PROXY),
    siteUrl: parseSiteUrl(env.SITE_URL, port),
    // Only an explicit off value turns it off: unset or blank keeps the limits.
    authRateLimit: env.AUTH_RATE_LIMIT?.trim() ? parseFlag(env.AUTH_RATE_LIMIT) : true,
    secretsKey: env.SECRETS_KEY?.trim() ? parseSecretsKey(env.SECRETS_KEY) : undefined,
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: parseTimeout(
      'KEEP_ALIVE_TIMEOUT_MS',
      env.KEEP_ALIVE_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs,
    ),
  };
}
