// The public origin used for absolute URLs (canonical, og:url, og:image). Fixed at build time
// from SITE_URL (vite.config.ts defines it for the client and the pre-render bundle alike), so
// the pre-rendered HTML and the client agree. Tests run without Vite's define and get the default.
export const DEFAULT_SITE_URL = 'http://localhost:3000';

export const siteOrigin: string = (import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL).replace(
  /\/+$/,
  '',
);

/** '/og-image.png' → 'https://example.com/og-image.png'. */
export function absoluteUrl(path: string, origin: string = siteOrigin): string {
  return new URL(path, `${origin}/`).href;
}
