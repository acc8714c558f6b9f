// The signed-in user of this tab (docs/product/spec.md §4 "Auth"): one store outside React, because route
// loaders (the guards) read it as well as components. The session itself lives on the server
// behind an httpOnly cookie; this keeps what the API said of it, and the token of the answer in
// memory only (docs/product/decisions.md "Sessions and the token": never in localStorage).
import { useSyncExternalStore } from 'react';
import { apiPaths, SECURE_SESSION_HINT_COOKIE, SESSION_HINT_COOKIE } from '@brightlane/contract';
import type { PublicUser, SiteApiFetch } from '@brightlane/contract';

/**
 * GET /api/auth/session: the signed-in user, or null (signed out, or an answer that is not a
 * user). Here rather than in api.ts: every page load runs it, and the rest of the accounts
 * client (and zod, to check sign-in answers) loads only with a form. Checked by hand: zod is
 * not worth loading for one object.
 */
export async function fetchSession(fetchApi: SiteApiFetch = fetch): Promise<PublicUser | null> {
  const response = await fetchApi(apiPaths.auth.session, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Request failed with status ${response.status}`);
  const json = (await response.json()) as { user?: unknown } | null;
  const user = json?.user as Partial<PublicUser> | null | undefined;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') return null;
  return user as PublicUser;
}

/**
 * Whether this browser holds the "has signed in" hint the API sets beside its httpOnly session
 * cookie and clears with it (docs/decisions/032-first-load-budget.md). A hint only: it decides
 * whether the page asks at start-up, never who is signed in.
 */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies
    .split(';')
    .map((cookie) => cookie.trim().split('=')[0])
    .some((name) => name === SESSION_HINT_COOKIE || name === SECURE_SESSION_HINT_COOKIE);
}

export type SessionState =
  /** The start-up check has not answered yet (and always on the server: its HTML is for everyone). */
  | { status: 'checking'; user: null }
  | { status: 'signedOut'; user: null }
  | { status: 'signedIn'; user: PublicUser };

export interface SessionSnapshot {
  session: SessionState;
  /** The last account error for the dismissible banner (docs/product/spec.md §2), or null. */
  error: string | null;
}

const checking: SessionSnapshot = { session: { status: 'checking', user: null }, error: null };

let snapshot: SessionSnapshot = checking;
let token: string | null = null;
let pending: Promise<PublicUser | null> | null = null;
/** Signed out because the browser has no hint (`start`), not because the server said so. */
let assumed = false;
/** Bumped by every sign-in and sign-out, so a check that answers later cannot undo them. */
let generation = 0;
const listeners = new Set<() => void>();

function publish(next: Partial<SessionSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

function signedInState(user: PublicUser): SessionState {
  return { status: 'signedIn', user };
}

export const sessionStore = {
  get: (): SessionSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * The start-up check (docs/product/spec.md §4 "Auth"). A browser that has never signed in (no hint cookie)
   * is not asked about: it shows the signed-out header at once, and no request is made. Anything
   * that needs the server's word (the guards, /logout, /profile) still asks it through `check`.
   */
  start(cookies?: string) {
    if (snapshot.session.status !== 'checking') return;
    if (hasSignedInHint(cookies)) {
      void sessionStore.check();
      return;
    }
    assumed = true;
    publish({ session: { status: 'signedOut', user: null } });
  },

  /**
   * The current user, asking the server once per page load (`GET /api/auth/session`); later
   * calls share the answer. A failed check counts as signed out (docs/product/spec.md §7: failure ignored).
   * Signed out only by assumption (`start`), it asks all the same.
   */
  check(): Promise<PublicUser | null> {
    if (snapshot.session.status !== 'checking' && !assumed) {
      return Promise.resolve(snapshot.session.user);
    }
    if (!pending) {
      const asked = generation;
      pending = fetchSession()
        .then(
          (user) => user,
          () => null,
        )
        .then((user) => {
          if (asked === generation) {
            assumed = false;
            publish({ session: user ? signedInState(user) : { status: 'signedOut', user: null } });
          }
          return sessionStore.get().session.user;
        });
    }
    return pending;
  },

  /** After sign-in or sign-up: the user and the token of the answer. */
  signIn(user: PublicUser, newToken?: string) {
    generation += 1;
    assumed = false;
    token = newToken ?? null;
    pending = null;
    publish({ session: signedInState(user), error: null });
  },

  /**
   * The signed-in user changed (e.g. their e-mail was confirmed, their profile saved). Before
   * the check has answered, or signed out only by assumption, the API's answer about the account
   * is its word that this visitor is signed in: a page the server rendered with its user
   * (/profile) can save before the check answers, and that answer, asked before the save, must
   * not bring the old user back. Signed out by the server's word, it changes nothing.
   */
  update(user: PublicUser) {
    if (snapshot.session.status === 'signedOut' && !assumed) return;
    if (snapshot.session.status !== 'signedIn') {
      generation += 1;
      assumed = false;
      pending = null;
    }
    publish({ session: signedInState(user) });
  },

  /** Forgets the session locally (after logout, even a failed one; after a password reset). */
  signOut() {
    generation += 1;
    assumed = false;
    token = null;
    pending = null;
    publish({ session: { status: 'signedOut', user: null } });
  },

  /** The session token of the last sign-in, in memory only (for the stream's `?token=`). */
  token: (): string | null => token,

  setError(message: string | null) {
    publish({ error: message });
  },

  /** Back to the start, telling nobody: for tests, between renders. */
  reset() {
    generation += 1;
    assumed = false;
    token = null;
    pending = null;
    snapshot = checking;
  },
};

const serverSnapshot = (): SessionSnapshot => checking;

/** The session and the last account error; 'checking' on the server and while hydrating. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSnapshot);
}
