// The pre-render entry (built to dist-ssr/ by `vite build --ssr`, run by scripts/prerender.mjs).
// It renders the same route table as the browser with React Router's static handler.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { themeColors } from '@brightlane/ui';
import { AppProviders } from './app/AppProviders.tsx';
import { fontPreloadTags, pageAssetTags } from './app/assetTags.ts';
import type { BuildManifest } from './app/assetTags.ts';
import { fillTemplate } from './app/htmlTemplate.ts';
import { routes } from './routes.tsx';
import { pageModuleIds } from './routing/page.ts';
import { headTagList, renderHeadTags, themeDefaultTags } from './seo/headTags.ts';
import { normalizePath, resolveMeta } from './seo/meta.ts';
import type { ResolvedMeta } from './seo/meta.ts';
import { siteOrigin } from './seo/siteOrigin.ts';

export { routeManifest, prerenderPaths, NOT_FOUND_PATH } from './routes.tsx';
export { robotsTxt, sitemapXml } from './seo/sitemapXml.ts';
export { siteOrigin } from './seo/siteOrigin.ts';
export type { BuildManifest } from './app/assetTags.ts';

export interface RenderedPage {
  /** React Router's status for the address (404 when a loader throws one). */
  status: number;
  /** The whole HTML document. */
  document: string;
}

function headFor(meta: ResolvedMeta): string {
  return renderHeadTags([...headTagList(meta), ...themeDefaultTags(themeColors.dark)]);
}

/**
 * Renders one address into the built index.html template. `manifest` is Vite's client build
 * manifest, to link the page module's CSS and preload its code.
 */
export async function renderPage(
  path: string,
  template: string,
  manifest: BuildManifest,
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, `${siteOrigin}/`)));
  if (context instanceof Response) {
    // A redirect cannot be written as a static file; the route should be client-rendered.
    throw new Error(
      `Pre-rendering ${path} answered ${context.status} ${context.headers.get('Location') ?? ''}`,
    );
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
  );
  const meta = resolveMeta(
    context.matches.map((match) => ({
      params: match.params,
      data: context.loaderData[match.route.id],
      handle: match.route.handle,
    })),
    path,
  );
  return {
    status: context.statusCode,
    document: fillTemplate(template, {
      head: headFor(meta),
      html,
      path: normalizePath(path),
      assets: [
        fontPreloadTags(manifest),
        pageAssetTags(manifest, pageModuleIds(context.matches.map((match) => match.route.id))),
      ]
        .filter(Boolean)
        .join('\n    '),
    }),
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
    assets: fontPreloadTags(manifest),
  });
}
