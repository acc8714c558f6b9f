import {
  API_BASE,
  apiPaths,
  buildPath,
  sitePaths,
  toHonoPath,
  withQuery,
  withoutApiBase,
} from './paths.ts';

/** Every path string in the (nested) apiPaths object. */
function allPaths(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(allPaths);
}

describe('apiPaths', () => {
  it('given every endpoint, should live under /api (docs/product/decisions.md "One API, one base")', () => {
    for (const path of allPaths(apiPaths)) expect(path.startsWith(`${API_BASE}/`)).toBe(true);
  });

  it('given every endpoint, should be unique', () => {
    const paths = allPaths(apiPaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('given docs/product/spec.md §7, should name each endpoint as the spec does', () => {
    expect(apiPaths.health).toBe('/api/health');
    expect(apiPaths.ready).toBe('/api/ready');
    expect(apiPaths.auth.session).toBe('/api/auth/session');
    expect(apiPaths.auth.login).toBe('/api/auth/login');
    expect(apiPaths.auth.signup).toBe('/api/auth/signup');
    expect(apiPaths.auth.logout).toBe('/api/auth/logout');
    expect(apiPaths.auth.user).toBe('/api/auth/user');
    expect(apiPaths.auth.changePassword).toBe('/api/auth/change-password');
    expect(apiPaths.user.settings).toBe('/api/user/settings');
    expect(apiPaths.auth.twoFactorSetup).toBe('/api/auth/2fa/setup');
    expect(apiPaths.auth.twoFactorEnable).toBe('/api/auth/2fa/enable');
    expect(apiPaths.auth.twoFactorDisable).toBe('/api/auth/2fa/disable');
    expect(apiPaths.auth.twoFactorVerify).toBe('/api/auth/2fa/verify');
    expect(apiPaths.auth.sessions).toBe('/api/auth/sessions');
    expect(apiPaths.auth.sessionById).toBe('/api/auth/sessions/{id}');
    expect(apiPaths.auth.forgotPassword).toBe('/api/auth/forgot-password');
    expect(apiPaths.auth.resetPassword).toBe('/api/auth/reset-password');
    expect(apiPaths.user.verify).toBe('/api/user/verify');
    expect(apiPaths.user.dashboard).toBe('/api/user/dashboard');
    expect(apiPaths.user.projects).toBe('/api/user/projects');
    expect(apiPaths.user.workspace).toBe('/api/user/{username}/workspace');
    expect(apiPaths.notifications.list).toBe('/api/notifications');
    expect(apiPaths.notifications.markRead).toBe('/api/notifications/mark-read');
    expect(apiPaths.notifications.clear).toBe('/api/notifications/clear');
    expect(apiPaths.notifications.stream).toBe('/api/notifications/stream');
    expect(apiPaths.submitQuote).toBe('/api/submit-quote');
    expect(apiPaths.sendConfirmation).toBe('/api/send-confirmation');
    expect(apiPaths.contact).toBe('/api/contact');
    expect(apiPaths.careersApplications).toBe('/api/careers/applications');
    expect(apiPaths.blog.posts).toBe('/api/blog/posts');
    expect(apiPaths.vitals).toBe('/api/vitals');
    expect(apiPaths.clientErrors).toBe('/api/client-errors');
    expect(apiPaths.openapi).toBe('/api/openapi.json');
    expect(apiPaths.docs).toBe('/api/docs');
  });
});

describe('buildPath', () => {
  it('given a template without parameters, should return it unchanged', () => {
    expect(buildPath(apiPaths.health)).toBe('/api/health');
  });

  it('given a username, should fill in the workspace path', () => {
    expect(buildPath(apiPaths.user.workspace, { username: 'ann' })).toBe('/api/user/ann/workspace');
  });

  it('given several parameters, should fill in each', () => {
    expect(buildPath(apiPaths.admin.lead, { kind: 'quotes', id: 7 })).toBe(
      '/api/admin/leads/quotes/7',
    );
  });

  it('given a value with a slash, should encode it so it cannot add a segment', () => {
    expect(buildPath(apiPaths.blog.postBySlug, { slug: '../admin' })).toBe(
      '/api/blog/posts/by-slug/..%2Fadmin',
    );
  });

  it('given a missing parameter at run time, should throw', () => {
    expect(() => buildPath(apiPaths.blog.post, {} as { id: string })).toThrow(/id/);
  });
});

describe('withQuery', () => {
  it('given values, should append an encoded query string', () => {
    expect(withQuery(apiPaths.notifications.stream, { token: 'a b&c' })).toBe(
      '/api/notifications/stream?token=a+b%26c',
    );
  });

  it('given only undefined values, should leave the path alone', () => {
    expect(withQuery('/api/blog/posts', { status: undefined })).toBe('/api/blog/posts');
  });
});

describe('toHonoPath and withoutApiBase', () => {
  it('given an OpenAPI-style template, should produce Hono parameters', () => {
    expect(toHonoPath(apiPaths.admin.lead)).toBe('/api/admin/leads/:kind/:id');
  });

  it('given an /api path, should strip the base for a mounted router', () => {
    expect(withoutApiBase(apiPaths.auth.login)).toBe('/auth/login');
    expect(withoutApiBase('/api')).toBe('/');
    expect(() => withoutApiBase('/login')).toThrow();
  });

  it('given the reset page, should match the route of docs/product/decisions.md', () => {
    expect(sitePaths.resetPassword).toBe('/reset-password');
  });
});
