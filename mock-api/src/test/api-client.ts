// The HTTP exchanges most API tests start with: a JSON request as a signed-in (Bearer) or
// anonymous client from one address, and a fresh account made through sign-up.
import type { App } from '../app.ts';
import { fromIp } from './leads.ts';

export const TEST_PASSWORD = 'correct horse battery';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** `app` is read at each request: tests build theirs in beforeAll. */
export function apiClient(app: () => App, ip: string) {
  let counter = 0;

  async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await app().request(
      path,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      fromIp(ip),
    );
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  }

  /** A new account (a unique address each time); its session token, id and username. */
  async function signup(name = 'Pat Lee') {
    const email = `${name.split(' ')[0]?.toLowerCase()}${(counter += 1)}-${Date.now() % 100000}@example.com`;
    const res = await request<{ token: string; user: { id: string; username: string } }>(
      'POST',
      '/api/auth/signup',
      { body: { name, email, password: TEST_PASSWORD } },
    );
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}`);
    return { token: res.body.token, ...res.body.user };
  }

  return { request, signup };
}
