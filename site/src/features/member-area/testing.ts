// Test helpers for /analytics, /storage and /billing: answers as mock-api/src/routes/
// member-area.ts gives them, on top of the projects API fake (session, dashboard, projects);
// the same answers from the server's in-process API for the pages it renders per request, and
// that render hydrated in the browser.
import { vi } from 'vitest';
import {
  accountPlans,
  STORAGE_QUOTA_BYTES,
  type Analytics,
  type AnalyticsPeriod,
  type Billing,
  type SiteApiFetch,
  type Storage,
} from '@brightlane/contract';
import { testUser } from '../auth/testing.tsx';
import { apiAnswer, stubFetch } from '../leads/testing.ts';
import { projectCalls, projectsApi, type Handler } from '../projects/testing.ts';

const DAY_MS = 86_400_000;

/** The `days` UTC days ending 2026-11-25, oldest first. */
export function windowDays(days: AnalyticsPeriod): string[] {
  const end = Date.UTC(2026, 10, 25);
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * Two projects over the period: Harbour Cafe from 100 to 1,204 views; Northside Bakery made
 * two days before the end (null before), 10 then 12.
 */
export function testAnalytics(days: AnalyticsPeriod = 7): Analytics {
  const window = windowDays(days);
  const harbour = window.map((day, index) => ({
    day,
    views: index === days - 1 ? 1204 : 100 + index,
  }));
  const bakery = window.map((day, index) => ({
    day,
    views: index < days - 2 ? null : index === days - 1 ? 12 : 10,
  }));
  return {
    days,
    from: window[0]!,
    to: window.at(-1)!,
    series: [
      { projectId: '1', name: 'Harbour Cafe', points: harbour },
      { projectId: '2', name: 'Northside Bakery', points: bakery },
    ],
    totals: {
      views: 1216,
      change: 1116,
      points: window.map((day, index) => ({
        day,
        views: (harbour[index]?.views ?? 0) + (bakery[index]?.views ?? 0),
      })),
    },
  };
}

export function emptyAnalytics(days: AnalyticsPeriod = 30): Analytics {
  const window = windowDays(days);
  return {
    days,
    from: window[0]!,
    to: window.at(-1)!,
    series: [],
    totals: { views: 0, change: 0, points: window.map((day) => ({ day, views: 0 })) },
  };
}

export const testStorage = (overrides: Partial<Storage> = {}): Storage => ({
  usedBytes: 12_698,
  quotaBytes: STORAGE_QUOTA_BYTES,
  breakdown: { projects: 2_458, posts: 10_240 },
  ...overrides,
});

export const testBilling = (invoices: Billing['invoices'] = []): Billing => ({
  plan: { ...accountPlans.free },
  invoices,
});

/**
 * `fetch` as the API for signed-in Jane: the member area's three answers (analytics per
 * `days`), then `extra` first when it answers, then the projects fake.
 */
export function memberAreaApi(
  answers: {
    analytics?: (days: AnalyticsPeriod) => Analytics;
    storage?: Storage;
    billing?: Billing;
  } = {},
  extra?: Handler,
) {
  return projectsApi([], (url, init) => {
    const first = extra?.(url, init);
    if (first) return first;
    if (url.pathname === '/api/user/analytics') {
      const days = Number(url.searchParams.get('days') ?? 30) as AnalyticsPeriod;
      return apiAnswer(200, (answers.analytics ?? testAnalytics)(days));
    }
    if (url.pathname === '/api/user/storage') {
      return apiAnswer(200, answers.storage ?? testStorage());
    }
    if (url.pathname === '/api/user/billing') {
      return apiAnswer(200, answers.billing ?? testBilling());
    }
    return undefined;
  });
}

type MemberAreaAnswers = {
  analytics?: (days: AnalyticsPeriod) => Analytics;
  storage?: Storage;
  billing?: Billing;
};

/**
 * The in-process API the server hands a page's loaders (`context.api`), as signed-in Jane: her
 * session and the member area's three answers; `extra` answers first when it returns something
 * (a failure).
 */
export function memberAreaServerApi(
  answers: MemberAreaAnswers = {},
  extra?: (url: URL) => Response | undefined,
) {
  return vi.fn<SiteApiFetch>(async (path) => {
    const url = new URL(path, 'http://localhost');
    const first = extra?.(url);
    if (first) return first;
    if (url.pathname === '/api/auth/session') return Response.json({ user: testUser() });
    if (url.pathname === '/api/user/analytics') {
      const days = Number(url.searchParams.get('days') ?? 30) as AnalyticsPeriod;
      return Response.json((answers.analytics ?? testAnalytics)(days));
    }
    if (url.pathname === '/api/user/storage') {
      return Response.json(answers.storage ?? testStorage());
    }
    if (url.pathname === '/api/user/billing') {
      return Response.json(answers.billing ?? testBilling());
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** The server's API as this visitor, failing the answer at `path` (a 500). */
export const failingServerApi = (path: string) =>
  memberAreaServerApi({}, (url) =>
    url.pathname === path ? Response.json(null, { status: 500 }) : undefined,
  );

/** The served page's section named `name` by its heading. */
export const sectionNamed = (page: Document, name: string) =>
  [...page.querySelectorAll('section')].find(
    (one) => one.querySelector('h2')?.textContent === name,
  )!;

/** The paths (with their query) a fake API was asked for, in order. */
export const pathsAsked = (api: ReturnType<typeof memberAreaServerApi>) =>
  api.mock.calls.map(([path]) => path);

/**
 * The browser's `fetch` once a served page's code runs: the session check answers as Jane (the
 * guard asks it again on the next navigation), `answer` may answer the member area's requests
 * (another period, a retry), and nothing else answers.
 */
export function browserFetch(answer?: Handler) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user: testUser() });
    return (await answer?.(url, init)) ?? new Promise<Response>(() => {});
  });
  return fetchMock;
}

/** What the browser asked of the member area's API (`/api/user/…`, with the query), in order. */
export const memberAreaReads = (fetchMock: ReturnType<typeof stubFetch>) =>
  projectCalls(fetchMock).map(({ url }) => `${url.pathname}${url.search}`);
