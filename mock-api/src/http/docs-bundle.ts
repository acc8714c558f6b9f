// The API reference's script (Scalar's single-file browser bundle from the installed
// @scalar/api-reference), served by this server so /api/docs makes no third-party request.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** Where /api/docs loads Scalar from. */
export const DOCS_BUNDLE_PATH = '/api/docs/scalar.js';

const require = createRequire(import.meta.url);

/** Answers with the bundle, read once on first use (4 MB; only the docs page needs it). */
export function serveDocsBundle(): MiddlewareHandler {
  let bundle: Promise<Buffer> | undefined;
  return async (c) => {
    // The package does not export the file; it sits beside its main entry (dist/index.js).
    const dist = dirname(require.resolve('@scalar/api-reference'));
    bundle ??= readFile(join(dist, 'browser', 'standalone.js')).catch((error: unknown) => {
      bundle = undefined;
      throw error;
    });
    const body = await bundle;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      // Tied to the installed version, which changes only with the lock file.
      'Cache-Control': 'public, max-age=86400',
    });
  };
}
