// The pre-render entry (built to dist-ssr/ by `vite build --ssr`, run by scripts/prerender.mjs).
// It renders the same route table as the browser with React Router's static handler: each
// address is loaded once on the server (routing/staticPage.ts).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { themeColors } from '@brightlane/ui';
import { AppProviders } from './app/AppProviders.tsx';
import { NeedsScripting } from './errors/NeedsScripting.tsx';
import { deferredChunksScript, pageAssetTags } from './app/assetTags.ts';
import type { BuildManifest } from './app/assetTags.ts';
import { deferModuleScripts, inlineStylesheets } from './app/documentAssets.ts';
import type { ReadAsset } from './app/documentAssets.ts';
import { fillTemplate } from './app/htmlTemplate.ts';
import { STARTUP_MODULE } from './app/startup.ts';
import { routes } from './routes.tsx';
import { pageModuleIds, rendersInBrowserOnly } from './routing/page.ts';
import { buildRouteManifest } from './routing/routeManifest.ts';
import { hydrationScript } from './routing/hydrationScript.ts';
import { loadStaticPage } from './routing/staticPage.ts';
import { headTagList, renderHeadTags, themeDefaultTags } from './seo/headTags.ts';
import { normalizePath, resolveMeta } from './seo/meta.ts';
import type { ResolvedMeta } from './seo/meta.ts';
import { siteOrigin } from './seo/siteOrigin.ts';

export { robotsTxt, sitemapXml } from './seo/sitemapXml.ts';
export { siteOrigin } from './seo/siteOrigin.ts';
export type { BuildManifest } from './app/assetTags.ts';
export type { ReadAsset } from './app/documentAssets.ts';

/** What the build writes and what the server reads from dist/routes.json. */
export const routeManifest = buildRouteManifest(routes);

/** The not-found page is pre-rendered from this (unrouted) address into dist/404.html. */
export const NOT_FOUND_PATH = '/404';

/** Every address scripts/prerender.mjs renders to static HTML. */
export const prerenderPaths: readonly string[] = [...routeManifest.prerendered, NOT_FOUND_PATH];

/** What a request-time render adds (the server's; the pre-render passes none). */
export interface RenderOptions {
  /**
   * Given to the loaders as their `context`, e.g. the blog
   * reader the server provides for /blog/:slug (features/blog/postSource.ts).
   */
  requestContext?: unknown;
  /**
   * The request itself when it is not a plain GET of `path`: a form posted to the page, whose
   * route action runs before the page renders (forms/postedForm.ts).
   */
  request?: Request;
}

export interface RenderedPage {
  /** The router's status for the address (404 when a loader throws one). */
  status: number;
  /** The whole HTML document ('' for a redirect). */
  document: string;
  /** Where a loader's redirect sends the visitor (with a 3xx `status`). */
  location?: string;
  /**
   * The address belongs to a page rendered in the browser (render 'client', e.g. the guarded
   * /blog/create under the server pattern /blog/:slug): serve the SPA shell, render nothing.
   */
  clientOnly?: boolean;
}

/** The app's startup chunk, when the build has one (unit tests' small manifests do not). */
function startupModules(manifest: BuildManifest): string[] {
  return manifest[STARTUP_MODULE] ? [STARTUP_MODULE] : [];
}

function headFor(meta: ResolvedMeta): string {
  return renderHeadTags([...headTagList(meta), ...themeDefaultTags(themeColors.dark)]);
}

/**
 * Renders one address into the built index.html template. `manifest` is Vite's client build
 * manifest, to link the page module's CSS and preload its code. With `readAsset` (the built
 * files), the stylesheets are inlined; the app's code always loads after the first paint
 * (app/documentAssets.ts). The server renders pages at request time with the same function,
 * passing its request context in `options` (docs/decisions/007-blog-post-server-rendering.md).
 */
export async function renderPage(
  path: string,
  template: string,
  manifest: BuildManifest,
  readAsset?: ReadAsset,
  options: RenderOptions = {},
): Promise<RenderedPage> {
  // The loaders see the query (/blog?page=2); the head and the hydration check the path only.
  const url = new URL(path, `${siteOrigin}/`);
  // A browser-only page (behind a sign-in: the server does not run its guard) inside a
  // server pattern: no loader of it runs here.
  const leaf = matchRoutes(routes, url)?.at(-1)?.route;
  if (leaf && rendersInBrowserOnly(leaf)) {
    return { status: 200, document: '', clientOnly: true };
  }
  const page = await loadStaticPage(routes, url, options.requestContext, options.request);
  if ('redirect' in page) {
    return { status: page.redirect.status, document: '', location: page.redirect.location };
  }
  const { context, router } = page;
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const meta = resolveMeta(
    context.matches.map((match) => ({
      params: match.params,
      data: context.loaderData[match.route.id],
      handle: match.route.handle,
    })),
    url.pathname,
  );
  const document = deferModuleScripts(
    fillTemplate(template, {
      head: headFor(meta),
      html,
      scripts: hydrationScript(context),
      path: normalizePath(url.pathname),
      assets: joinTags(
        pageAssetTags(manifest, [
          ...startupModules(manifest),
          ...pageModuleIds(context.matches.map((m) => m.route.id)),
        ]),
        deferredChunksScript(manifest, STARTUP_MODULE),
      ),
    }),
  );
  return {
    status: context.statusCode,
    document: readAsset ? inlineStylesheets(document, readAsset) : document,
  };
}

/**
 * The SPA shell for client-rendered routes: default head, empty root. Marked noindex, since
 * its content only exists after JavaScript runs; each page's own head replaces it on load.
 */
export function renderShell(template: string, manifest: BuildManifest): string {
  const meta = resolveMeta(
    [{ params: {}, data: undefined, handle: { meta: { noindex: true, canonicalPath: null } } }],
    '/',
  );
  return fillTemplate(template, {
    head: headFor(meta),
    html: '',
    noscript: renderToStaticMarkup(<NeedsScripting />),
    assets: joinTags(
      pageAssetTags(manifest, startupModules(manifest)),
      deferredChunksScript(manifest, STARTUP_MODULE),
    ),
  });
}

function joinTags(...tags: string[]): string {
  return tags.filter(Boolean).join('\n    ');
}
