// The member area's read models beyond the projects themselves (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md
// "Logged-in area"): the caller's project views over time (/analytics), their storage against
// the quota (/storage), and their plan and invoices (/billing). Every method reads only the
// caller's rows, by the id from the session.
import {
  accountPlans,
  DEFAULT_ACCOUNT_PLAN,
  STORAGE_QUOTA_BYTES,
  type AnalyticsPeriod,
  type Analytics,
  type Billing,
  type Storage,
} from '@brightlane/contract';
import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invoices, projectDailyViews, projects } from '../db/schema.ts';
import { storageBytes, utcDay } from './projects.ts';

export interface MemberAreaService {
  analytics(userId: string, days: AnalyticsPeriod): Promise<Analytics>;
  storage(userId: string): Promise<Storage>;
  billing(userId: string): Promise<Billing>;
}

const DAY_MS = 86_400_000;

/** The `count` UTC days ending with `last`, oldest first. */
function daysEnding(last: string, count: number): string[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    utcDay(new Date(end - (count - 1 - index) * DAY_MS)),
  );
}

export function createMemberAreaService({
  db,
  now = () => new Date(),
}: {
  db: Db;
  /** The clock that says which day is today (tests move it). Default: the system's. */
  now?: () => Date;
}): MemberAreaService {
  return {
    async analytics(userId, days) {
      const window = daysEnding(utcDay(now()), days);
      const from = window[0] as string;
      const to = window[window.length - 1] as string;
      const mine = eq(projects.userId, userId);
      const [owned, before, within] = await Promise.all([
        db
          .select({
            id: projects.id,
            name: projects.name,
            views: projects.views,
            createdAt: projects.createdAt,
          })
          .from(projects)
          .where(mine)
          .orderBy(asc(projects.name), asc(projects.id)),
        // Each project's last total before the window, to carry into its first days.
        db
          .selectDistinctOn([projectDailyViews.projectId], {
            projectId: projectDailyViews.projectId,
            day: projectDailyViews.day,
            views: projectDailyViews.views,
          })
          .from(projectDailyViews)
          .innerJoin(projects, eq(projects.id, projectDailyViews.projectId))
          .where(and(mine, lt(projectDailyViews.day, from)))
          .orderBy(projectDailyViews.projectId, desc(projectDailyViews.day)),
        db
          .select({
            projectId: projectDailyViews.projectId,
            day: projectDailyViews.day,
            views: projectDailyViews.views,
          })
          .from(projectDailyViews)
          .innerJoin(projects, eq(projects.id, projectDailyViews.projectId))
          .where(and(mine, gte(projectDailyViews.day, from), lte(projectDailyViews.day, to)))
          .orderBy(asc(projectDailyViews.day)),
      ]);

      const snapshots = new Map<number, Map<string, number>>();
      for (const row of [...before, ...within]) {
        const days = snapshots.get(row.projectId) ?? new Map<string, number>();
        days.set(row.day, row.views);
        snapshots.set(row.projectId, days);
      }

      const series = owned.map((project) => {
        const known = snapshots.get(project.id);
        // It exists from its creation day, or from its first total if that is earlier.
        const firstKnown = known?.keys().next().value;
        const created = [utcDay(project.createdAt), firstKnown ?? to].sort()[0] as string;
        // A project written without a snapshot (before migration 0007, or straight into the
        // table) has no history: its current total stands for every day since its creation.
        let last: number | null = known ? null : project.views;
        for (const [day, views] of known ?? []) if (day < from) last = views;
        const points = window.map((day) => {
          const views = known?.get(day);
          if (views !== undefined) last = views;
          // Before the project existed there is no total: null, not a false zero.
          return { day, views: day < created ? null : last };
        });
        return { projectId: String(project.id), name: project.name, points };
      });

      const dayTotals = window.map((day, index) => ({
        day,
        views: series.reduce((sum, one) => sum + (one.points[index]?.views ?? 0), 0),
      }));
      const views = owned.reduce((sum, project) => sum + project.views, 0);
      return {
        days,
        from,
        to,
        series,
        totals: {
          views,
          change: (dayTotals.at(-1)?.views ?? 0) - (dayTotals[0]?.views ?? 0),
          points: dayTotals,
        },
      };
    },

    async storage(userId) {
      const bytes = await storageBytes(db, userId);
      return {
        usedBytes: bytes.total,
        quotaBytes: STORAGE_QUOTA_BYTES,
        breakdown: { projects: bytes.projects, posts: bytes.posts },
      };
    },

    async billing(userId) {
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.id));
      return {
        plan: accountPlans[DEFAULT_ACCOUNT_PLAN],
        invoices: rows.map((row) => ({
          id: String(row.id),
          number: row.number,
          issuedAt: row.issuedAt.toISOString(),
          dueAt: row.dueAt.toISOString(),
          amountCents: row.amountCents,
          currency: 'AUD' as const,
          status: row.status,
        })),
      };
    },
  };
}
