// Security headers for every response (hono/secure-headers; it also drops X-Powered-By).
// The site's CSP allows only its own files plus the inline theme script that must run before
// first paint (docs/product/decisions.md, "Theme"), named by its sha256 hash. Styles may be inline: React
// style attributes need it, and CSS cannot run code. Images may come from any https address:
// blog posts show images by URL (the editor and the sanitiser accept only https ones), and an
// image cannot run code either.
// /api/docs gets its own policy: the Scalar reference page starts its bundle (served by this
// server from node_modules, never a CDN) with an inline call allowed by a per-request nonce.
// A page rendered at request time (a blog post) has inline scripts of its own (its router
// hydration data, its loader script): the handler names them with setPageScriptHashes and its
// response gets a policy that allows exactly those, in place of the site-wide list.
// The built scripts, styles and fonts (/assets/) carry only the headers a subresource heeds:
// a policy, frame and opener rules apply to documents and workers, and repeated on each of
// a page's ~60 files they were about 2 KB of headers per file, a third of what a slow phone
// downloaded for its scripts (docs/decisions/042-subresource-headers.md).
import type { Context, MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

// hono's defaults add nosniff, HSTS (browsers heed it only over https), COOP same-origin,
// CORP same-origin and more; DENY matches the CSP's frame-ancestors 'none' for old browsers.
const common: SecureHeadersOptions = {
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
};

/** The site's policy, allowing the inline scripts with these sha256 sources ('sha256-…'). */
function siteDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** 'scriptSrc: [a, b]' → 'script-src a b', directives joined by '; ' (as hono writes them). */
export function serializeCsp(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values])
    .map((parts) => parts.join(' '))
    .join('; ');
}

const PAGE_SCRIPT_HASHES = 'pageScriptHashes';

/**
 * Names the inline scripts of the page this response carries (sha256 sources): its CSP then
 * allows exactly those instead of the hashes of the built files.
 */
export function setPageScriptHashes(c: Context, hashes: readonly string[]): void {
  c.set(PAGE_SCRIPT_HASHES as never, hashes as never);
}

function pageScriptHashes(c: Context): readonly string[] | undefined {
  return c.get(PAGE_SCRIPT_HASHES as never) as readonly string[] | undefined;
}

/** Headers that only a document (or a worker's own script) heeds. */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * A built script, style sheet or font: never a document, and no worker is built into /assets/
 * (the service worker is /sw.js, served with the site's policy, which its worker then runs
 * under). Kept: nosniff, CORP, HSTS, and the referrer policy (it governs what a style sheet
 * fetches).
 */
function isBuiltSubresource(path: string, contentType: string | null): boolean {
  return (
    path.startsWith('/assets/') &&
    /^(text\/javascript|application\/javascript|text\/css|font\/)/.test(contentType ?? '')
  );
}

export function securityHeaders(options: {
  scriptHashes: readonly string[];
  docsPath: string;
}): MiddlewareHandler {
  const site = secureHeaders({
    ...common,
    contentSecurityPolicy: siteDirectives(options.scriptHashes),
  });
  const sitePage: MiddlewareHandler = async (c, next) => {
    await site(c, next);
    const own = pageScriptHashes(c);
    if (own) c.res.headers.set('Content-Security-Policy', serializeCsp(siteDirectives(own)));
    if (isBuiltSubresource(c.req.path, c.res.headers.get('Content-Type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
    }
  };
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
  return (c, next) => (c.req.path === options.docsPath ? docs(c, next) : sitePage(c, next));
}
