// Stores the site's beacons, keeps the tables bounded, and summarises them for staff
// (GET /api/admin/vitals). No HTTP here: the route validated the input already.
import {
  ADMIN_VITALS_MAX_ERRORS,
  ADMIN_VITALS_MAX_PAGES,
  ADMIN_VITALS_STACK_LENGTH,
  webVitalNames,
  type AdminVitalsResponse,
  type ClientErrorReport,
  type VitalReport,
  type VitalsPage,
  type WebVitalName,
} from '@brightlane/contract';
import { desc, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientErrors, vitals } from '../db/schema.ts';

/** Rows older than this many days are deleted (DECISIONS 025): the staff view reads at most 90. */
export const TELEMETRY_KEEP_DAYS = 90;
/** The deletion runs on every this-many-th insert of a process, not on each one. */
export const TELEMETRY_PRUNE_EVERY = 500;

export interface TelemetryService {
  recordVital(report: VitalReport): Promise<void>;
  recordClientError(report: ClientErrorReport, context: { userAgent?: string }): Promise<void>;
  /** Deletes reports older than TELEMETRY_KEEP_DAYS; the numbers of rows deleted. */
  prune(): Promise<{ vitals: number; clientErrors: number }>;
  /** The staff view: p75 per page and metric over the last `days` days, and the latest errors. */
  summary(days: number): Promise<AdminVitalsResponse>;
}

export interface TelemetryOptions {
  /** Prune on every n-th insert. Default TELEMETRY_PRUNE_EVERY. */
  pruneEvery?: number;
}

interface MetricRow {
  path: string;
  name: string;
  count: number;
  p75: number;
  views: number;
}

export function createTelemetryService(db: Db, options: TelemetryOptions = {}): TelemetryService {
  const pruneEvery = Math.max(1, options.pruneEvery ?? TELEMETRY_PRUNE_EVERY);
  let inserts = 0;

  const olderThanKept = (column: typeof vitals.createdAt | typeof clientErrors.createdAt) =>
    lt(column, sql`now() - make_interval(days => ${TELEMETRY_KEEP_DAYS})`);

  async function prune() {
    const gone = await db.delete(vitals).where(olderThanKept(vitals.createdAt)).returning({
      id: vitals.id,
    });
    const goneErrors = await db
      .delete(clientErrors)
      .where(olderThanKept(clientErrors.createdAt))
      .returning({ id: clientErrors.id });
    return { vitals: gone.length, clientErrors: goneErrors.length };
  }

  // Bounded without a scheduler: with the per-IP rate limit, a table can only grow by so much
  // between two prunes, and one process that inserts also deletes.
  async function afterInsert() {
    inserts += 1;
    if (inserts % pruneEvery === 0) await prune();
  }

  return {
    async recordVital(report) {
      await db.insert(vitals).values({
        name: report.name,
        value: report.value,
        rating: report.rating,
        metricId: report.id,
        path: report.path,
      });
      await afterInsert();
    },
    async recordClientError(report, context) {
      await db.insert(clientErrors).values({
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        // Only to tell browsers apart when reading reports; capped like any client input.
        userAgent: context.userAgent?.slice(0, 512) ?? null,
      });
      await afterInsert();
    },
    prune,

    async summary(days) {
      // p75 in the database (percentile_cont: PGlite and PostgreSQL alike); `views` is a path's
      // largest report count of any metric, the closest to its page views (every view sends
      // TTFB and FCP; CLS, INP, LCP not always); the most viewed paths are kept.
      const result = await db.execute(sql`
        select path, name, count, p75, views from (
          select path, name, count, p75, views,
            dense_rank() over (order by views desc, path) as rank
          from (
            select ${vitals.path} as path, ${vitals.name} as name, count(*)::int as count,
              percentile_cont(0.75) within group (order by ${vitals.value}) as p75,
              (max(count(*)) over (partition by ${vitals.path}))::int as views
            from ${vitals}
            where ${vitals.createdAt} > now() - make_interval(days => ${days})
            group by ${vitals.path}, ${vitals.name}
          ) as per_metric
        ) as ranked
        where rank <= ${ADMIN_VITALS_MAX_PAGES}
        order by views desc, path, name`);
      const rows = (result as unknown as { rows: MetricRow[] }).rows;
      const pages = new Map<string, VitalsPage>();
      for (const row of rows) {
        // Only names the contract knows; the table holds nothing else, but never trust a column.
        if (!webVitalNames.includes(row.name as WebVitalName)) continue;
        const page = pages.get(row.path) ?? {
          path: row.path,
          views: Number(row.views),
          metrics: {},
        };
        page.metrics[row.name as WebVitalName] = {
          count: Number(row.count),
          p75: Number(row.p75),
        };
        pages.set(row.path, page);
      }

      const errors = await db
        .select({
          id: clientErrors.id,
          kind: clientErrors.kind,
          message: clientErrors.message,
          stack: sql<
            string | null
          >`left(${clientErrors.stack}, ${ADMIN_VITALS_STACK_LENGTH}::int)`.as('stack'),
          url: clientErrors.url,
          userAgent: clientErrors.userAgent,
          createdAt: clientErrors.createdAt,
        })
        .from(clientErrors)
        .where(gt(clientErrors.createdAt, sql`now() - make_interval(days => ${days})`))
        .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
        .limit(ADMIN_VITALS_MAX_ERRORS);

      return {
        days,
        pages: [...pages.values()],
        errors: errors.map((row) => ({
          id: String(row.id),
          kind: row.kind as AdminVitalsResponse['errors'][number]['kind'],
          message: row.message,
          stack: row.stack,
          url: row.url,
          userAgent: row.userAgent,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
