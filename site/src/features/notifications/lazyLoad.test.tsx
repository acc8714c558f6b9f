// The bell's code (the store, the stream, the bell and its panel) stays out of a signed-out
// visitor's downloads: SiteHeader.tsx imports it only once somebody is signed in. The tests run
// in this order on purpose: the module, once imported, stays imported for the file.
import { screen } from '@testing-library/react';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { notificationStore } from './store.ts';
import { stubEventSource, stubNotificationsApi } from './testing.ts';

const imported = vi.hoisted(() => ({ menu: 0 }));

vi.mock('./NotificationsMenu.tsx', async (importOriginal) => {
  imported.menu += 1;
  return importOriginal();
});

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  stubEventSource();
});

afterEach(() => {
  notificationStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe("the bell's code", () => {
  it('given a signed-out visitor, should never be downloaded', async () => {
    stubNotificationsApi({ user: null });
    await sessionStore.check();
    await renderSite('/about');
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(imported.menu).toBe(0);
  });

  it('given a signed-in user, should load once the browser is idle', async () => {
    stubNotificationsApi({ user: testUser() });
    await sessionStore.check();
    await renderSite('/about');
    expect(
      await screen.findByRole('button', { name: 'Notifications' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(imported.menu).toBe(1);
  });
});
