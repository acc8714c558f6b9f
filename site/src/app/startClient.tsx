import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { sessionStore } from '../features/auth/session.ts';
import { routes } from '../routes.tsx';
import { HYDRATION_GLOBAL } from '../routing/hydrationScript.ts';
import { AppProviders } from './AppProviders.tsx';
import { shouldHydrate } from './shouldHydrate.ts';

export interface StartedClient {
  root: Root;
  /** Whether the pre-rendered markup was hydrated (else rendered afresh). */
  hydrated: boolean;
}

/**
 * Starts the app in `container`: hydrates markup pre-rendered for this address, renders the
 * SPA shell (and the 404 page served at another address) from scratch.
 */
export async function startClient(container: HTMLElement): Promise<StartedClient> {
  const hydrate = shouldHydrate(container, window.location.pathname);
  // The session check (docs/product/spec.md §4 "Auth") runs while the page's code loads and hydrates; the
  // guards and the navigation's account buttons wait for the same answer. A browser that never
  // signed in (no hint cookie) is signed out at once, without a request.
  sessionStore.start();
  // A signed-in account's saved theme applies at sign-in (docs/product/decisions.md "Theme"); its code loads
  // only when a user who has one arrives (features/settings/applyAccountTheme.ts).
  let seen = sessionStore.get().session;
  sessionStore.subscribe(() => {
    const [before, now] = [seen, (seen = sessionStore.get().session)];
    if (!now.user || now.user.id === before.user?.id || now.user.settings?.darkMode == null) return;
    const user = now.user;
    import('../features/settings/applyAccountTheme.ts')
      .then((module) => module.applyAccountTheme(user, before.status))
      .catch(() => {}); // the browser's own theme stays
  });
  // The loader data the server's render left for this address is read by the router itself
  // (window.__staticRouterHydrationData). Markup rendered for another address (the 404 page
  // served at an unknown one) is rendered afresh, so its data must not be taken for this one.
  if (!hydrate) delete (window as unknown as Record<string, unknown>)[HYDRATION_GLOBAL];
  // Pre-rendered HTML contains the page: its module must be there before the first render,
  // or the router would render its HydrateFallback and hydration would not match. React
  // Router's way: resolve the matched lazy routes first, then create the router.
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; the page is already painted and readable.
    // The theme, the mobile flag and the date start from the server's values, as the HTML did,
    // and switch to the browser's after the commit: the ui ThemeProvider sees to it.
    let root!: Root;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return { root, hydrated: true };
  }
  const root = createRoot(container);
  root.render(app);
  return { root, hydrated: false };
}
