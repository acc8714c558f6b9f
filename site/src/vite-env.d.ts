/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Public origin for canonical and sharing URLs (from SITE_URL at build). */
  readonly VITE_SITE_URL?: string;
  /** The build's calendar date, YYYY-MM-DD: what the pre-rendered HTML shows as "today". */
  readonly VITE_BUILD_DATE?: string;
}
