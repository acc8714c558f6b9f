import type { PublicUser } from '@brightlane/contract';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { hasSignedInHint, sessionStore } from './session.ts';

const jane = { id: 'u1', name: 'Jane', email: 'jane@example.com' } as PublicUser;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the session store', () => {
  it('should ask the server once, however many wait for the answer', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(apiAnswer(200, { user: jane }));
    expect(sessionStore.get().session.status).toBe('checking');
    const [a, b] = await Promise.all([sessionStore.check(), sessionStore.check()]);
    expect(a).toEqual(jane);
    expect(b).toEqual(jane);
    await sessionStore.check();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().session).toEqual({ status: 'signedIn', user: jane });
  });

  it('given a failing check, should count as signed out (docs/product/spec.md §7: failure ignored)', async () => {
    stubFetch().mockRejectedValue(new TypeError('offline'));
    await expect(sessionStore.check()).resolves.toBeNull();
    expect(sessionStore.get().session.status).toBe('signedOut');
  });

  it('given a sign-in while the check is out, should not let the late answer undo it', async () => {
    const answer = deferred<Response>();
    stubFetch().mockReturnValueOnce(answer.promise);
    const checked = sessionStore.check();
    sessionStore.signIn(jane, 'token-1');
    answer.resolve(apiAnswer(200, { user: null }));
    await checked;
    expect(sessionStore.get().session).toEqual({ status: 'signedIn', user: jane });
    expect(sessionStore.token()).toBe('token-1');
  });

  it("given the account's saved user while the check is out, should show it and not let the late answer undo it", async () => {
    const answer = deferred<Response>();
    stubFetch().mockReturnValueOnce(answer.promise);
    const checked = sessionStore.check();
    const saved = { ...jane, name: 'Jane Q.' };
    // A page the server rendered with the user (/profile) saved before the check answered.
    sessionStore.update(saved);
    expect(sessionStore.get().session).toEqual({ status: 'signedIn', user: saved });
    answer.resolve(apiAnswer(200, { user: jane }));
    await expect(checked).resolves.toEqual(saved);
    expect(sessionStore.get().session).toEqual({ status: 'signedIn', user: saved });
  });

  it('given a sign-out the server answered, should not take an update for a sign-in', () => {
    sessionStore.signIn(jane);
    sessionStore.signOut();
    sessionStore.update(jane);
    expect(sessionStore.get().session).toEqual({ status: 'signedOut', user: null });
  });

  it('should forget the user and the token on sign-out, and keep the last error until dismissed', () => {
    sessionStore.signIn(jane, 'token-1');
    sessionStore.signOut();
    sessionStore.setError('Logout failed. Please try again.');
    expect(sessionStore.get()).toEqual({
      session: { status: 'signedOut', user: null },
      error: 'Logout failed. Please try again.',
    });
    expect(sessionStore.token()).toBeNull();
    sessionStore.setError(null);
    expect(sessionStore.get().error).toBeNull();
  });

  it('should read the "has signed in" hint by its name only, on http and https', () => {
    expect(hasSignedInHint('signed-in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; __Host-signed-in=1')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('not-signed-in=1; x=signed-in')).toBe(false);
  });

  it('given a browser that never signed in, should start signed out without asking, and ask when a guard needs the answer', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(apiAnswer(200, { user: jane }));
    const seen: string[] = [];
    const stop = sessionStore.subscribe(() => seen.push(sessionStore.get().session.status));
    sessionStore.start('theme=dark');
    expect(sessionStore.get().session).toEqual({ status: 'signedOut', user: null });
    expect(fetchMock).not.toHaveBeenCalled();
    // The server stays the authority: a session the hint did not tell of is still found.
    await expect(sessionStore.check()).resolves.toEqual(jane);
    await sessionStore.check();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['signedOut', 'signedIn']);
    stop();
  });

  it('given the hint, should ask the server at start-up, once', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValue(apiAnswer(200, { user: null }));
    sessionStore.start('signed-in=1');
    expect(sessionStore.get().session.status).toBe('checking');
    sessionStore.start('signed-in=1');
    await expect(sessionStore.check()).resolves.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().session.status).toBe('signedOut');
  });

  it('given a sign-out after starting without the hint, should not ask the server again', async () => {
    const fetchMock = stubFetch();
    sessionStore.start('');
    sessionStore.signIn(jane, 'token-1');
    sessionStore.signOut();
    await expect(sessionStore.check()).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
