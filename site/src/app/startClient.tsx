import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../routes.tsx';
import { resolveLazyMatches } from '../routing/resolveLazyMatches.ts';
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
  await resolveLazyMatches(routes, window.location.pathname);
  // Reads the loader data the pre-render left in window.__staticRouterHydrationData.
  const router = createBrowserRouter(routes);
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (shouldHydrate(container, window.location.pathname)) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; the page is already painted and readable.
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
