// First-party telemetry from the site's beacons. Append-only; staff read a summary at
// /admin/vitals, and rows older than 90 days are deleted by created_at (services/telemetry.ts).
import { bigint, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const vitals = pgTable(
  'vitals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    // web-vitals' id of the metric instance (unique per page load), not our row id.
    metricId: text('metric_id').notNull(),
    path: text('path').notNull(),
  },
  (table) => [index('vitals_created_at_idx').on(table.createdAt)],
);

export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
  },
  (table) => [index('client_errors_created_at_idx').on(table.createdAt)],
);
