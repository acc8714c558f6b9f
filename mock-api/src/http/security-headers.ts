// Security headers for every response (hono/secure-headers; it also drops X-Powered-By).
// The site's CSP allows only its own files plus the inline theme script that must run before
// first paint (DECISIONS.md, "Theme"), named by its sha256 hash. Styles may be inline: React
// style attributes need it, and CSS cannot run code.
// /api/docs gets its own policy: the Scalar reference page starts its bundle (served by this
// server from node_modules, never a CDN) with an inline call allowed by a per-request nonce.
import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const common: SecureHeadersOptions = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
};

export function securityHeaders(options: {
  scriptHashes: readonly string[];
  docsPath: string;
}): MiddlewareHandler {
  const hashes = options.scriptHashes.map((hash) => `'${hash}'`);
  const site = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...hashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  const docs = secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
  return (c, next) => (c.req.path === options.docsPath ? docs(c, next) : site(c, next));
}
