// The HTTP application: middleware, API routes, OpenAPI document, docs, and the built site.
// No listening here — server.ts does that, tests call app.request().
import {
  apiPaths,
  CAREERS_APPLY_PATH,
  careersMessages,
  TELEMETRY_BODY_LIMIT,
  telemetryMessages,
} from '@brightlane/contract';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Scalar } from '@scalar/hono-api-reference';
import { DOCS_BUNDLE_PATH, serveDocsBundle } from './http/docs-bundle.ts';
import { compress } from 'hono/compress';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Database } from './db/client.ts';
import { apiBodyLimit, closeAfterUnreadBody, DEFAULT_JSON_BODY_LIMIT } from './http/body.ts';
import { createErrorHandler, validationHook } from './http/errors.ts';
import { createNotFoundHandler } from './http/not-found.ts';
import { openApiInfo } from './http/openapi.ts';
import { originCheck } from './http/origin-check.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLogger, type LogLevel } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/account.ts';
import { adminRoutes } from './routes/admin.ts';
import { authRoutes } from './routes/auth.ts';
import { blogRoutes } from './routes/blog.ts';
import { blogAuthoringRoutes } from './routes/blog-authoring.ts';
import { healthRoutes } from './routes/health.ts';
import { APPLICATION_BODY_LIMIT, leadRoutes } from './routes/leads.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { memberAreaRoutes } from './routes/member-area.ts';
import { projectRoutes } from './routes/projects.ts';
import { telemetryRoutes } from './routes/telemetry.ts';
import { createBlogService } from './services/blog.ts';
import { createStaffInboxService } from './services/staff-inbox.ts';
import { createServices, DEFAULT_ACCOUNTS_OPTIONS, type Services } from './services/index.ts';
import type { LoginBackoff } from './services/accounts.ts';
import { SESSION_COOKIE, sessionHintForPages } from './http/session.ts';
import type { ServerRoute, SitemapEntry } from './site-manifest.ts';
import { siteFormPosts, visitorContext } from './site-forms.ts';
import { siteRequestContext, type SiteRenderer } from './site-render.ts';
import { siteSitemapXml } from './sitemap.ts';
import { inlineScriptHashes, serveSite, siteExists, type SiteOptions } from './static.ts';

export interface AppConfig {
  /** The built site to serve beside the API (e.g. <repo>/site/dist). Absent or missing: API only. */
  siteDir?: string;
  /** Client-rendered paths that get the SPA shell with 200 (see SiteOptions). Default: all. */
  isAppRoute?: SiteOptions['isAppRoute'];
  /** Paths rendered at request time (routes.json `server`: blog posts), given a renderer. */
  isServerRoute?: SiteOptions['isServerRoute'];
  /**
   * Renders those paths: the site's renderPage (site-render.ts loads it from the build), or a
   * test's fake. Absent: they get the SPA shell and render in the browser.
   */
  siteRenderer?: SiteRenderer;
  /** The build's /sitemap.xml entries and server routes (routes.json). */
  sitemap?: readonly SitemapEntry[];
  serverRoutes?: readonly ServerRoute[];
  /** When the site was built: `lastmod` of its pre-rendered pages. Default: now. */
  builtAt?: Date;
  /**
   * The site's public origin (its build's SITE_URL). With it and `sitemap`, /sitemap.xml is
   * written per request and lists the published blog posts; else the built file is served.
   */
  siteOrigin?: string;
  /** SPA shell and not-found page file names inside siteDir. */
  shell?: string;
  notFoundPage?: string;
  /**
   * CSP sources for inline scripts, e.g. 'sha256-…'. Default: computed at start from the inline
   * scripts of every HTML file in siteDir (the theme script in <head>, hydration data).
   */
  scriptHashes?: readonly string[];
  /** Largest accepted /api body in bytes. Default 100 KB. */
  jsonBodyLimit?: number;
  /** Origins besides the request's own host allowed to send unsafe requests (dev servers). */
  trustedOrigins?: readonly string[];
  /** 'info' logs one line per request; 'silent' logs nothing. Default 'info'. */
  logLevel?: LogLevel;
  /** Submissions per IP per form per 10 minutes (FORM_RATE_LIMIT); 0 = no limit. Default 5. */
  formRateLimit?: number;
  /** Beacon reports per IP per minute (TELEMETRY_RATE_LIMIT); 0 = no limit. Default 120. */
  telemetryRateLimit?: number;
  /**
   * Proxies in front of the server (TRUST_PROXY): the client IP is the X-Forwarded-For entry
   * this many from the right. Default 0: the socket's address.
   */
  trustProxy?: number;
  /**
   * The site's public URL (SITE_URL): account e-mails link to it, and under https the session
   * cookie is `__Host-session` and Secure. Default http://localhost:3000.
   */
  siteUrl?: string;
  /** Per-IP limits of the auth endpoints (AUTH_RATE_LIMIT=0 turns them off). Default on. */
  authRateLimit?: boolean;
  /** forgot-password's minimum answer time, equal for known and unknown addresses. Default 300 ms. */
  minForgotPasswordMs?: number;
  /** The sign-in backoff of one account after failures from anywhere. Default 1 s doubling to 16 s. */
  loginBackoff?: LoginBackoff;
  /** The key that encrypts TOTP secrets at rest (server.ts: SECRETS_KEY or the key file). */
  secretsKey?: Uint8Array;
  /** The clock of the member area's daily views (tests move it). Default: the system's. */
  now?: () => Date;
}

export interface AppDeps {
  /** The database, and its LISTEN for live notifications (db/client.ts). */
  database: Pick<Database, 'db' | 'listen'>;
  /** Where e-mail goes. Default: a memory mailer that delivers nothing (tests). */
  mail?: Mailer;
  config?: AppConfig;
}

export type AppEnv = { Variables: SecureHeadersVariables };

/** The app and the services it was built with (server.ts runs the mail retry loop on them). */
export function buildApp({ database, mail, config = {} }: AppDeps) {
  const { db } = database;
  const logger = createLogger(config.logLevel ?? 'info');
  const services: Services = createServices({
    db,
    listen: database.listen,
    mail,
    logger,
    leads: { rateLimit: config.formRateLimit },
    accounts: {
      siteUrl: config.siteUrl ?? DEFAULT_ACCOUNTS_OPTIONS.siteUrl,
      ipRateLimits: config.authRateLimit ?? DEFAULT_ACCOUNTS_OPTIONS.ipRateLimits,
      minForgotPasswordMs:
        config.minForgotPasswordMs ?? DEFAULT_ACCOUNTS_OPTIONS.minForgotPasswordMs,
      loginBackoff: config.loginBackoff ?? DEFAULT_ACCOUNTS_OPTIONS.loginBackoff,
    },
    secretsKey: config.secretsKey,
    now: config.now,
  });
  const secureCookies =
    new URL(config.siteUrl ?? DEFAULT_ACCOUNTS_OPTIONS.siteUrl).protocol === 'https:';
  const site = siteExists(config.siteDir) ? config.siteDir : undefined;
  const scriptHashes = config.scriptHashes ?? (site ? inlineScriptHashes(site) : []);

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use(requestLog(logger));
  app.use(securityHeaders({ scriptHashes, docsPath: apiPaths.docs }));
  app.use(compress());
  app.use('/api/*', closeAfterUnreadBody);
  app.use(
    '/api/*',
    originCheck(config.trustedOrigins, {
      textPlainPaths: [apiPaths.vitals, apiPaths.clientErrors],
    }),
  );
  app.use(
    '/api/*',
    apiBodyLimit(config.jsonBodyLimit ?? DEFAULT_JSON_BODY_LIMIT, {
      // A body this large is a CV over 5 MB: say so on the field.
      // Counted as the route reads it: the route checks the per-IP limit first.
      [apiPaths.careersApplications]: {
        maxBytes: APPLICATION_BODY_LIMIT,
        message: careersMessages.cvTooLarge,
        issuePath: 'cv',
        streamed: true,
      },
      // A beacon is one metric or one error: far less than the default is plenty.
      [apiPaths.vitals]: {
        maxBytes: TELEMETRY_BODY_LIMIT,
        message: telemetryMessages.reportTooLarge,
      },
      [apiPaths.clientErrors]: {
        maxBytes: TELEMETRY_BODY_LIMIT,
        message: telemetryMessages.reportTooLarge,
      },
    }),
  );

  app.route('/', healthRoutes(services, logger));
  app.route(
    '/',
    telemetryRoutes(services, {
      rateLimit: config.telemetryRateLimit,
      trustProxy: config.trustProxy ?? 0,
    }),
  );
  app.route(
    '/',
    leadRoutes(services, { trustProxy: config.trustProxy ?? 0, secure: secureCookies }),
  );
  const blog = createBlogService(db, { listen: database.listen });
  app.route('/', blogRoutes(blog));
  const authOptions = { trustProxy: config.trustProxy ?? 0, secure: secureCookies };
  app.route('/', authRoutes(services, authOptions));
  app.route('/', accountRoutes(services, authOptions));
  app.route('/', notificationRoutes(services, authOptions));
  app.route('/', projectRoutes(services, authOptions));
  app.route('/', memberAreaRoutes(services, authOptions));
  app.route('/', blogAuthoringRoutes(blog, services, authOptions));
  app.route('/', adminRoutes(services, createStaffInboxService(db), authOptions));
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` of the login or sign-up answer',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE,
  });

  app.doc31(apiPaths.openapi, openApiInfo);
  app.get(DOCS_BUNDLE_PATH, serveDocsBundle());
  app.get(
    apiPaths.docs,
    Scalar<AppEnv>((c) => ({
      url: apiPaths.openapi,
      pageTitle: openApiInfo.info.title,
      // Our own copy of Scalar's single-file bundle: no request leaves the site.
      cdn: DOCS_BUNDLE_PATH,
      // The nonce lets the page's inline start-up call run under the CSP.
      nonce: c.get('secureHeadersNonce'),
      withDefaultFonts: false,
      telemetry: false,
    })),
  );

  if (site) {
    const { siteRenderer, sitemap, siteOrigin } = config;
    app.use(sessionHintForPages({ secure: secureCookies }));
    // Loaders of request-time pages read the database through this, not through /api.
    const requestContext = siteRequestContext(blog, logger);
    const builtAt = config.builtAt ?? new Date();
    if (siteRenderer) {
      app.use(
        siteFormPosts({
          render: siteRenderer,
          requestContext,
          app,
          trustedOrigins: config.trustedOrigins,
          // The careers application posted without JavaScript carries its CV: the API's limit.
          maxBytesByPath: { [CAREERS_APPLY_PATH]: APPLICATION_BODY_LIMIT },
        }),
      );
    }
    app.use(
      serveSite({
        siteDir: site,
        isAppRoute: config.isAppRoute,
        shell: config.shell,
        notFoundPage: config.notFoundPage,
        isServerRoute: config.isServerRoute,
        // With the visitor's API at hand: a page may depend on who asks (/logout).
        renderPage:
          siteRenderer &&
          (async (path, c) => {
            const visit = visitorContext(c, app, requestContext);
            const rendered = await siteRenderer(path, visit.context);
            visit.setCookies(c);
            return visit.askedApi ? { ...rendered, personal: true } : rendered;
          }),
        sitemapXml:
          sitemap && siteOrigin !== undefined
            ? () =>
                siteSitemapXml({
                  entries: sitemap,
                  serverRoutes: config.serverRoutes ?? [],
                  origin: siteOrigin,
                  builtAt,
                  blog,
                })
            : undefined,
      }),
    );
  }

  app.notFound(createNotFoundHandler(() => app));
  app.onError(createErrorHandler(logger));
  return { app, services };
}

export function createApp(deps: AppDeps) {
  return buildApp(deps).app;
}

export type App = ReturnType<typeof createApp>;
