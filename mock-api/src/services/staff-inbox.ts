// The staff inbox (docs/product/decisions.md "Lead forms": /admin): the quotes, contact messages and job
// applications of the public forms, newest first, a page at a time, searchable, each markable
// handled. Read by staff only (routes/admin.ts checks the role); CV bytes only on request.
import {
  ADMIN_PAGE_SIZE,
  businessTypeLabels,
  careerPositionLabels,
  projectGoalLabels,
  projectScopeLabels,
  type AdminLead,
  type AdminLeadsQuery,
  type AdminLeadsResponse,
  type LeadKind,
} from '@brightlane/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applicationCvs, applications, contactMessages, quotes } from '../db/schema.ts';

type QuoteRow = typeof quotes.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

export interface StaffInboxService {
  list(kind: LeadKind, query: AdminLeadsQuery): Promise<AdminLeadsResponse>;
  /** Marks a lead handled (now) or open again; undefined when there is no such lead. */
  setHandled(kind: LeadKind, id: string, handled: boolean): Promise<AdminLead | undefined>;
  /** An application's CV as uploaded; undefined when it has none. */
  cv(id: string): Promise<{ filename: string; type: string; content: Uint8Array } | undefined>;
}

const label = (labels: Readonly<Record<string, string>>, key: string) => labels[key] ?? key;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function common(row: QuoteRow | ContactRow | ApplicationRow) {
  return {
    id: String(row.id),
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone: row.phone || null,
    status: row.status,
    flaggedSpam: row.flaggedSpam,
    handledAt: iso(row.handledAt),
  };
}

const fromQuote = (row: QuoteRow): AdminLead => ({
  kind: 'quotes',
  ...common(row),
  message: row.message || null,
  details: {
    'Project type': label(projectGoalLabels, row.projectGoal),
    Industry: label(businessTypeLabels, row.businessType),
    Scope: label(projectScopeLabels, row.projectScope),
  },
  cv: null,
});

const fromContact = (row: ContactRow): AdminLead => ({
  kind: 'contacts',
  ...common(row),
  message: row.message,
  details: {},
  cv: null,
});

const fromApplication = (row: ApplicationRow): AdminLead => ({
  kind: 'applications',
  ...common(row),
  message: row.experience,
  details: {
    Position: label(careerPositionLabels, row.position),
    ...(row.github ? { GitHub: row.github } : {}),
  },
  cv: row.cvType ? { filename: row.cvFilename || `cv-${row.id}`, size: row.cvSize ?? 0 } : null,
});

// A search term as a LIKE pattern that matches it literally anywhere ('50%' is not a wildcard).
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const tables = {
  quotes: { table: quotes, map: fromQuote, text: [quotes.message] },
  contacts: { table: contactMessages, map: fromContact, text: [contactMessages.message] },
  applications: {
    table: applications,
    map: fromApplication,
    text: [applications.experience, applications.github],
  },
} as const;

const parseId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

export function createStaffInboxService(db: Db): StaffInboxService {
  return {
    async list(kind, query) {
      const { table, map, text } = tables[kind];
      const filters: (SQL | undefined)[] = [];
      if (query.q) {
        const pattern = containing(query.q);
        filters.push(
          or(
            ilike(table.name, pattern),
            ilike(table.email, pattern),
            ...text.map((column) => ilike(column, pattern)),
          ),
        );
      }
      if (query.handled === 'open') filters.push(isNull(table.handledAt));
      if (query.handled === 'handled') filters.push(isNotNull(table.handledAt));
      const where = and(...filters);
      const [rows, [total], [open]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(ADMIN_PAGE_SIZE)
          .offset((query.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(table).where(where),
        db.select({ n: count() }).from(table).where(isNull(table.handledAt)),
      ]);
      return {
        leads: (rows as never[]).map((row) => map(row)),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: ADMIN_PAGE_SIZE,
        open: open?.n ?? 0,
      };
    },

    async setHandled(kind, id, handled) {
      const key = parseId(id);
      if (key === undefined) return undefined;
      const { table, map } = tables[kind];
      const [row] = await db
        .update(table)
        // Marking an already handled lead again keeps when it was first handled.
        .set({ handledAt: handled ? sql`coalesce(${table.handledAt}, now())` : null })
        .where(eq(table.id, key))
        .returning();
      return row ? map(row as never) : undefined;
    },

    async cv(id) {
      const key = parseId(id);
      if (key === undefined) return undefined;
      const [row] = await db
        .select({
          filename: applications.cvFilename,
          type: applications.cvType,
          content: applicationCvs.content,
        })
        .from(applications)
        .innerJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
        .where(eq(applications.id, key));
      if (!row?.type) return undefined;
      return { filename: row.filename || `cv-${key}`, type: row.type, content: row.content };
    },
  };
}
