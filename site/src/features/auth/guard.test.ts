import { apiAnswer, stubFetch } from '../leads/testing.ts';
import { afterSignIn, loginFor, requireStaff, requireUser, safeNext } from './guard.ts';
import { sessionStore } from './session.ts';
import { testUser } from './testing.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('safeNext: only paths of this site (no open redirect)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/projects/7?tab=files#top', '/projects/7?tab=files#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['dashboard', null],
    ['', null],
    [null, null],
  ])('%s → %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('should go to /dashboard unless a safe `next` says otherwise', () => {
    expect(afterSignIn('')).toBe('/dashboard');
    expect(afterSignIn('?next=%2Fsettings')).toBe('/settings');
    expect(afterSignIn('?next=https%3A%2F%2Fevil.example')).toBe('/dashboard');
  });

  it('should send to /login with the whole address to come back to', () => {
    expect(loginFor('http://localhost/projects/7?tab=files')).toBe(
      '/login?next=%2Fprojects%2F7%3Ftab%3Dfiles',
    );
  });
});

describe('requireUser: the guard of the signed-in pages', () => {
  const args = (url: string) =>
    ({ request: new Request(url), params: {}, context: undefined }) as Parameters<
      typeof requireUser
    >[0];

  it('given a signed-out visitor, should redirect to /login?next=…', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: null }));
    const thrown = await requireUser(args('http://localhost/dashboard')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/login?next=%2Fdashboard');
  });

  it('given a signed-in user, should let them through with the user', async () => {
    const user = { id: 'u1', name: 'Jane', email: 'jane@example.com' };
    stubFetch().mockResolvedValue(apiAnswer(200, { user }));
    await expect(requireUser(args('http://localhost/dashboard'))).resolves.toEqual(user);
  });
});

describe('requireStaff: the guard of the staff pages', () => {
  const args = (url: string) =>
    ({ request: new Request(url), params: {}, context: undefined }) as Parameters<
      typeof requireStaff
    >[0];

  it('given a signed-out visitor, should redirect to /login?next=…', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: null }));
    const thrown = await requireStaff(args('http://localhost/admin/vitals')).catch(
      (e: unknown) => e,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/login?next=%2Fadmin%2Fvitals');
  });

  it('given a signed-in user who is not staff, should answer the not-found page', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: testUser() }));
    const thrown = await requireStaff(args('http://localhost/admin')).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('given staff, should let them through', async () => {
    stubFetch().mockResolvedValue(apiAnswer(200, { user: testUser({ role: 'staff' }) }));
    await expect(requireStaff(args('http://localhost/admin'))).resolves.toEqual({ staff: true });
  });
});
