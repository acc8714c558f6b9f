import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { HydrateLater, useTheme } from '@brightlane/ui';
import type { RouteHandle } from '../routing/routeHandle.ts';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { HeadManager } from '../seo/HeadManager.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { useColorSchemeMeta } from './useColorSchemeMeta.ts';

/**
 * The root route's element: the mobile flag into the site layout, the theme into the head's
 * color-scheme, the page into its outlet. A pre-rendered page hydrates after the layout's
 * header, so the app is ready sooner on a slow phone; a tap on the page before its turn
 * hydrates it at once (docs/decisions/047-fetch-while-painting.md). A page the server renders
 * for the visitor hydrates with the header: it may hand what it was served to a store the
 * header shares (the notifications), before the header's parts ask for it.
 */
export function RootLayout() {
  const { darkMode } = useTheme();
  const isMobile = useIsMobile();
  useColorSchemeMeta(darkMode);
  const prerendered =
    (useMatches().at(-1)?.handle as RouteHandle | undefined)?.render === 'prerender';
  return (
    <SiteLayout isMobile={isMobile}>
      <HeadManager />
      {/* A new page opens at its top (or its #section); back and forward return to where the
          visitor was. */}
      <ScrollRestoration />
      {prerendered ? (
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      ) : (
        <Outlet />
      )}
    </SiteLayout>
  );
}
