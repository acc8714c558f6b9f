// What the tests of the signed-in pages share: a signed-in user as the API shows one, and the
// whole site rendered at an address through the real route table (guards, lazy pages, layout).
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { AppProviders } from '../../app/AppProviders.tsx';
import { routes } from '../../routes.tsx';

/** Jane, a confirmed member with the default settings; `overrides` change any field. */
export function testUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '0b6f4b52-4a8e-4bb6-9df0-3f6a8d1f4c11',
    name: 'Jane Doe',
    email: 'jane@example.com',
    username: 'jane',
    role: 'user',
    emailVerified: true,
    createdAt: '2026-11-24T10:00:00.000Z',
    pendingEmail: null,
    settings: {
      darkMode: null,
      emailNotifications: true,
      pushNotifications: true,
      twoFactorEnabled: false,
    },
    ...overrides,
  };
}

/**
 * The site at `path`, in a memory router; resolves to the router once it has loaded the first
 * address's lazy page modules and run its loaders (guards included). Waiting for that event,
 * not for a time, keeps a cold first import (every page module transformed on a busy machine)
 * from failing the first query of a file.
 */
export async function renderSite(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await initialized(router);
  });
  return router;
}

function initialized(router: ReturnType<typeof createMemoryRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
