import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTheme } from '@brightlane/ui';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { HeadManager } from '../seo/HeadManager.tsx';
import { SiteLayout } from './SiteLayout.tsx';
import { useColorSchemeMeta } from './useColorSchemeMeta.ts';

/**
 * The root route's element: the mobile flag into the site layout, the theme into the head's
 * color-scheme, the page into its outlet.
 */
export function RootLayout() {
  const { darkMode } = useTheme();
  const isMobile = useIsMobile();
  useColorSchemeMeta(darkMode);
  return (
    <SiteLayout isMobile={isMobile}>
      <HeadManager />
      {/* A new page opens at its top (or its #section); back and forward return to where the
          visitor was. */}
      <ScrollRestoration />
      <Outlet />
    </SiteLayout>
  );
}
