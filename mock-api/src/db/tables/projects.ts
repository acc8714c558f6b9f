// The member area's projects (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): each belongs to one
// account; the dashboard, the workspace and the profile's stats are sums over them.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The contract's projectStatuses (kept apart so drizzle-kit never resolves a workspace package). */
const projectStatuses = ['active', 'draft', 'archived'] as const;

export const projects = pgTable(
  'projects',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key, as for sessions (per-file test schemas); every read is by the owner's id.
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: projectStatuses }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    /** Whole cents: money is never a float in the database. */
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    pages: integer('pages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('projects_user_idx').on(table.userId, table.updatedAt),
    check('projects_status_check', sql`${table.status} in ('active', 'draft', 'archived')`),
    check(
      'projects_counts_check',
      sql`${table.views} >= 0 and ${table.revenueCents} >= 0 and ${table.pages} >= 0`,
    ),
  ],
);
