// The member area's analytics and billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area").
//
// Foreign keys: drizzle-kit writes references as "public"."projects", which would break the
// per-file test schemas on PostgreSQL (see sessions); drizzle/0007_member_area.sql names the
// referenced tables without the schema, so they resolve through the search path like every
// other table. The snapshot is drizzle-kit's own, so later migrations diff correctly.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { projects } from './projects.ts';

/**
 * A project's views total at the end of a UTC day: written (upserted) in the same transaction
 * as every create of a project and every change of its `views`, so the last row of a day is
 * that day's total. /analytics carries the last known total forward over days without a row.
 */
export const projectDailyViews = pgTable(
  'project_daily_views',
  {
    projectId: bigint('project_id', { mode: 'number' }).notNull(),
    /** The UTC calendar day, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.day] }),
    foreignKey({
      name: 'project_daily_views_project_fk',
      columns: [table.projectId],
      foreignColumns: [projects.id],
    }).onDelete('cascade'),
    check('project_daily_views_views_check', sql`${table.views} >= 0`),
  ],
);

/** The contract's invoiceStatuses (kept apart so drizzle-kit never resolves a workspace package). */
const invoiceStatuses = ['paid', 'open', 'void'] as const;

/**
 * An account's invoices. Nothing creates them yet: there is no payment provider, every account
 * is on the Free plan, and the staff tooling that will issue invoices is a later issue. So every
 * user's /billing shows the empty list until then; the table and the endpoint are real.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    /** Shown to the customer and quoted on payments, e.g. 'BL-000123'. */
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Whole cents: money is never a float in the database. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('AUD'),
    status: text('status', { enum: invoiceStatuses }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'invoices_user_fk',
      columns: [table.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('invoices_number_idx').on(table.number),
    index('invoices_user_idx').on(table.userId, table.issuedAt),
    check('invoices_status_check', sql`${table.status} in ('paid', 'open', 'void')`),
    check('invoices_currency_check', sql`${table.currency} = 'AUD'`),
    check('invoices_amount_check', sql`${table.amountCents} >= 0`),
  ],
);
