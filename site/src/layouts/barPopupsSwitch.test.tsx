// The bar's popups switch in one press (docs/product/spec.md §2 "Navigation": opening one
// closes the others): with one open, pressing another's button closes it and opens that one,
// for each pair a visitor can meet — Sign In and Create Account signed out, the bell and the
// account menu signed in — through the real site (route table, layout, deferred modules).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { sessionStore } from '../features/auth/session.ts';
import { renderSite, testUser } from '../features/auth/testing.tsx';
import { notificationStore } from '../features/notifications/store.ts';
import { stubEventSource, stubNotificationsApi } from '../features/notifications/testing.ts';

/**
 * A browser runs its queued microtasks between two listeners of one event, so React commits
 * what a button's click handler changed before the document's own click listeners run (Radix
 * defers its outside-press dismissal to one of those). An event dispatched from script, as
 * Testing Library does, has no such checkpoint; this listener on <body>, after React's root
 * and before the document, puts it back. Without it the tests would pass on code that fails
 * in a browser.
 */
function commitBetweenListeners() {
  const commit = () => flushSync(() => {});
  document.body.addEventListener('click', commit);
  return () => document.body.removeEventListener('click', commit);
}

let stopCommitting: () => void;

beforeEach(() => {
  // The account and notification modules load when the browser is idle: at once here.
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  stubEventSource();
  stopCommitting = commitBetweenListeners();
});

afterEach(() => {
  stopCommitting();
  notificationStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

async function openSite(signedIn: boolean) {
  stubNotificationsApi({ user: signedIn ? testUser() : null });
  await sessionStore.check();
  await renderSite('/about');
}

/** Lets the popup that closed hand focus on (Radix does it a task after it unmounts). */
const afterCloseFocus = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Opens `first`, presses `second`'s button once, and checks only `second` is open, focus inside. */
async function switchOnce(
  first: { button: string | RegExp; dialog: string | RegExp },
  second: { button: string | RegExp; dialog: string | RegExp },
) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: first.button }, { timeout: 5000 }));
  expect(await screen.findByRole('dialog', { name: first.dialog })).toBeVisible();
  await afterCloseFocus();

  await user.click(screen.getByRole('button', { name: second.button }));
  await afterCloseFocus();

  const opened = screen.getByRole('dialog', { name: second.dialog });
  expect(opened).toBeVisible();
  await waitFor(() => expect(opened).toContainElement(document.activeElement as HTMLElement));
  expect(screen.queryByRole('dialog', { name: first.dialog })).toBeNull();
}

const signIn = { button: 'Sign In', dialog: 'Sign In' };
const signUp = { button: 'Create Account', dialog: 'Create Account' };
const bell = { button: /^Notifications/, dialog: /^Notifications \(\d+\)$/ };
const account = { button: 'Account menu', dialog: 'Account menu' };

// The whole site renders for each: slow on a busy machine, whatever the code under test.
const RENDER_TIMEOUT = 30_000;

describe('the bar popups: one press switches', () => {
  it(
    'given Sign In open, a press on Create Account should close it and open Create Account',
    async () => {
      await openSite(false);
      await switchOnce(signIn, signUp);
    },
    RENDER_TIMEOUT,
  );

  it(
    'given Create Account open, a press on Sign In should close it and open Sign In',
    async () => {
      await openSite(false);
      await switchOnce(signUp, signIn);
    },
    RENDER_TIMEOUT,
  );

  it(
    'given the notifications open, a press on the account menu should close them and open it',
    async () => {
      await openSite(true);
      await switchOnce(bell, account);
    },
    RENDER_TIMEOUT,
  );

  it(
    'given the account menu open, a press on the bell should close it and open the notifications',
    async () => {
      await openSite(true);
      await switchOnce(account, bell);
    },
    RENDER_TIMEOUT,
  );

  it(
    "given Sign In open, its form's Sign Up link should open Create Account with focus in it",
    async () => {
      await openSite(false);
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 }));
      await user.click(await screen.findByRole('link', { name: 'Sign Up' }));
      await afterCloseFocus();
      const opened = screen.getByRole('dialog', { name: 'Create Account' });
      await waitFor(() => expect(opened).toContainElement(document.activeElement as HTMLElement));
      expect(screen.queryByRole('dialog', { name: 'Sign In' })).toBeNull();
    },
    RENDER_TIMEOUT,
  );
});
