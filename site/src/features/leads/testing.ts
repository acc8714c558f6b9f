// Test helpers for the lead forms: a stand-in for `fetch` that answers like the API.
import { vi } from 'vitest';

/** A minimal Response: what api.ts reads (ok, status, json). */
export function apiAnswer(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

/** `fetch` answering 200 `{ success: true }` to every call; override per test with mockResolvedValueOnce. */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    apiAnswer(200, { success: true, message: 'Stored' }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one path, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => ({
      init: init!,
      body:
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    }));
}

/** A promise the test resolves when it wants, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
