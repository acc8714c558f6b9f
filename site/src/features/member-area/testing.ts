// Test helpers for /analytics, /storage and /billing: answers as mock-api/src/routes/
// member-area.ts gives them, on top of the projects API fake (session, dashboard, projects).
import {
  accountPlans,
  STORAGE_QUOTA_BYTES,
  type Analytics,
  type AnalyticsPeriod,
  type Billing,
  type Storage,
} from '@brightlane/contract';
import { apiAnswer } from '../leads/testing.ts';
import { projectsApi, type Handler } from '../projects/testing.ts';

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
