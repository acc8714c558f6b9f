// Every API endpoint's path, in one place for the site's API client and the API's router.
// docs/product/decisions.md "One API, one base": everything lives under /api on the site's origin, so the
// spec's older (/api/auth/login) and newer ({base}/auth/login) flows are the same endpoint.
// Parameters are written OpenAPI-style, '{id}', which @hono/zod-openapi's createRoute takes as
// is; `buildPath` fills them in for the client and `toHonoPath` gives plain Hono's ':id'.

export const API_BASE = '/api';

export const apiPaths = {
  /** GET: the process is up. */
  health: '/api/health',
  /** GET: the database is reachable. */
  ready: '/api/ready',
  /** GET: the OpenAPI document generated from this package's schemas. */
  openapi: '/api/openapi.json',
  /** GET: human-readable API reference. */
  docs: '/api/docs',
  /** POST (beacon): one web-vitals metric. */
  vitals: '/api/vitals',
  /** POST (beacon): an uncaught error or unhandled rejection. */
  clientErrors: '/api/client-errors',

  auth: {
    /** GET: `{ user }`, null when signed out. */
    session: '/api/auth/session',
    /** POST: a session, or a two-factor challenge. */
    login: '/api/auth/login',
    signup: '/api/auth/signup',
    logout: '/api/auth/logout',
    /** PUT: name and e-mail (a new e-mail takes effect once its link is followed). */
    user: '/api/auth/user',
    /** POST: current and new password; the other sessions end. */
    changePassword: '/api/auth/change-password',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    /** POST `{ token }` from the sign-up e-mail's link. */
    verifyEmail: '/api/auth/verify-email',
    /** POST (signed in): a new verification e-mail. */
    resendVerification: '/api/auth/resend-verification',
    /** POST: a new pending secret and its otpauth URL (the set-up modal opened). */
    twoFactorSetup: '/api/auth/2fa/setup',
    /** POST `{ code }`: the pending secret verified; answers the recovery codes. */
    twoFactorEnable: '/api/auth/2fa/enable',
    /** POST `{ password }`. */
    twoFactorDisable: '/api/auth/2fa/disable',
    /** POST `{ challenge, code }`: the second sign-in step (6-digit or recovery code). */
    twoFactorVerify: '/api/auth/2fa/verify',
    /** GET the account's live sessions; DELETE ends all but the caller's. */
    sessions: '/api/auth/sessions',
    /** DELETE: ends one of the account's sessions. */
    sessionById: '/api/auth/sessions/{id}',
  },

  user: {
    /** POST `{ email }`: precedes forgot-password (docs/product/spec.md §7). */
    verify: '/api/user/verify',
    /** GET, PUT: dark mode and notification preferences (two-factor state is read-only). */
    settings: '/api/user/settings',
    dashboard: '/api/user/dashboard',
    /** GET list, POST create. */
    projects: '/api/user/projects',
    /** GET, PUT, DELETE one project. */
    project: '/api/user/projects/{id}',
    workspace: '/api/user/{username}/workspace',
    analytics: '/api/user/analytics',
    storage: '/api/user/storage',
    billing: '/api/user/billing',
  },

  notifications: {
    list: '/api/notifications',
    markRead: '/api/notifications/mark-read',
    clear: '/api/notifications/clear',
    /** Server-sent events; the cookie authenticates, a `token` query parameter also works. */
    stream: '/api/notifications/stream',
  },

  submitQuote: '/api/submit-quote',
  sendConfirmation: '/api/send-confirmation',
  contact: '/api/contact',
  /** POST multipart/form-data. */
  careersApplications: '/api/careers/applications',

  blog: {
    /** GET published posts (plus the caller's drafts), POST create. */
    posts: '/api/blog/posts',
    /** GET, PUT, DELETE by id. */
    post: '/api/blog/posts/{id}',
    /** GET by slug, for /blog/{slug}. */
    postBySlug: '/api/blog/posts/by-slug/{slug}',
    /** GET (signed in): the caller's drafts and posts. */
    mine: '/api/blog/mine',
    /** GET (staff): the posts submitted for review, oldest first. */
    review: '/api/blog/review',
  },

  /** Staff only (404 for anyone else). `kind` is one of `leadKinds`: quotes, contacts, applications. */
  admin: {
    /** GET `?page=&q=&handled=`: newest first. */
    leads: '/api/admin/leads/{kind}',
    /** PATCH `{ handled }`. */
    lead: '/api/admin/leads/{kind}/{id}',
    /** GET the uploaded CV of an application. */
    applicationCv: '/api/admin/leads/applications/{id}/cv',
    /** GET `?days=` (1-90, default 7): p75 of the web vitals per page, and the latest errors. */
    vitals: '/api/admin/vitals',
  },
} as const;

/** Pages of the site that the API links to (e-mails, redirects). */
export const sitePaths = {
  login: '/login',
  dashboard: '/dashboard',
  /** Takes `?token=` from the reset e-mail (docs/product/decisions.md). */
  resetPassword: '/reset-password',
  /** Takes `?token=` from the verification e-mail. */
  verifyEmail: '/verify-email',
  admin: '/admin',
  adminVitals: '/admin/vitals',
} as const;

/** The names inside '{…}' of a path template, as a union: 'kind' | 'id'. */
export type PathParams<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

type PathArgs<Template extends string> = [PathParams<Template>] extends [never]
  ? []
  : [params: Record<PathParams<Template>, string | number>];

/**
 * Fills a path template: `buildPath(apiPaths.user.project, { id: 'p1' })` →
 * '/api/user/projects/p1'. Values are URI-encoded, so a slug or username cannot add segments.
 */
export function buildPath<Template extends string>(
  template: Template,
  ...[params]: PathArgs<Template>
): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Appends a query string, skipping undefined values: withQuery('/a', { token: 't' }) → '/a?token=t'. */
export function withQuery(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** '/api/user/projects/{id}' → '/api/user/projects/:id', for plain Hono routes. */
export function toHonoPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

/** '/api/auth/login' → '/auth/login', for a router mounted at {@link API_BASE}. */
export function withoutApiBase(path: string): string {
  if (path === API_BASE) return '/';
  if (!path.startsWith(`${API_BASE}/`)) throw new Error(`${path} is not under ${API_BASE}`);
  return path.slice(API_BASE.length);
}

/**
 * The "has signed in" hint (docs/decisions/032-first-load-budget.md): a cookie the API sets
 * beside the httpOnly session cookie, with the same lifetime, and clears with it; readable by
 * the page, so a visitor without it skips the session check at start-up. It holds no secret
 * and grants nothing: the session cookie stays the only credential, and the server the only
 * authority. Prefixed `__Host-` over https, as the session cookie is.
 */
export const SESSION_HINT_COOKIE = 'signed-in';
export const SECURE_SESSION_HINT_COOKIE = `__Host-${SESSION_HINT_COOKIE}`;
