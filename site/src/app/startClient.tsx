import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { beginHydration } from '@brightlane/ui';
import { routes } from '../routes.tsx';
import { createBrowserRouter, HYDRATION_GLOBAL, RouterProvider } from '../routing/router/index.ts';
import type { HydrationData } from '../routing/router/index.ts';
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
  // The loader data the server's render left for this address, if any.
  const hydrationData = hydrate
    ? (window as unknown as Record<string, HydrationData | undefined>)[HYDRATION_GLOBAL]
    : undefined;
  const router = createBrowserRouter(routes, { hydrationData });
  // Pre-rendered HTML contains the page: its module must be there before the first render,
  // or hydration would not match.
  await router.ready;
  const app = (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
  if (hydrate) {
    // As a transition, hydration yields to the browser every few milliseconds instead of
    // holding the main thread for the whole page; the page is already painted and readable.
    let root!: Root;
    // The theme, the mobile flag and the date start from the server's values, as the HTML did.
    beginHydration();
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return { root, hydrated: true };
  }
  const root = createRoot(container);
  root.render(app);
  return { root, hydrated: false };
}
