// Read models of the stored leads for the operator (`npm run leads`, until the staff screens
// of docs/product/decisions.md exist): the latest of each kind, or every lead as a stream. CV bytes are
// never read here, only their name, type and size.
import type { LeadKind, LeadStatus } from '@brightlane/contract';
import { asc, desc, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, contactMessages, quotes } from '../db/schema.ts';

interface LeadBase {
  kind: LeadKind;
  id: number;
  createdAt: string;
  status: LeadStatus;
  flaggedSpam: boolean;
  clientIp: string;
  userAgent: string | null;
  handledAt: string | null;
  name: string;
  email: string;
  phone: string | null;
}

export interface QuoteRecord extends LeadBase {
  kind: 'quotes';
  projectGoal: string;
  businessType: string;
  projectScope: string;
  message: string | null;
  clientTimestamp: string;
}

export interface ContactRecord extends LeadBase {
  kind: 'contacts';
  message: string;
}

export interface ApplicationRecord extends LeadBase {
  kind: 'applications';
  position: string;
  experience: string;
  github: string | null;
  cv: { filename: string | null; type: string; size: number } | null;
}

export type LeadRecord = QuoteRecord | ContactRecord | ApplicationRecord;

export interface LatestLeads {
  quotes: QuoteRecord[];
  contacts: ContactRecord[];
  applications: ApplicationRecord[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type QuoteRow = typeof quotes.$inferSelect;
type ContactRow = typeof contactMessages.$inferSelect;
type ApplicationRow = typeof applications.$inferSelect;

function common(row: QuoteRow | ContactRow | ApplicationRow) {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    flaggedSpam: row.flaggedSpam,
    clientIp: row.clientIp,
    userAgent: row.userAgent,
    handledAt: iso(row.handledAt),
    name: row.name,
    email: row.email,
    phone: row.phone,
  };
}

const toQuote = (row: QuoteRow): QuoteRecord => ({
  kind: 'quotes',
  ...common(row),
  projectGoal: row.projectGoal,
  businessType: row.businessType,
  projectScope: row.projectScope,
  message: row.message,
  clientTimestamp: row.clientTimestamp.toISOString(),
});

const toContact = (row: ContactRow): ContactRecord => ({
  kind: 'contacts',
  ...common(row),
  message: row.message,
});

const toApplication = (row: ApplicationRow): ApplicationRecord => ({
  kind: 'applications',
  ...common(row),
  position: row.position,
  experience: row.experience,
  github: row.github,
  cv: row.cvType ? { filename: row.cvFilename, type: row.cvType, size: row.cvSize ?? 0 } : null,
});

/** The newest `limit` leads of each kind, newest first. */
export async function latestLeads(db: Db, limit: number): Promise<LatestLeads> {
  const [quoteRows, contactRows, applicationRows] = await Promise.all([
    db.select().from(quotes).orderBy(desc(quotes.id)).limit(limit),
    db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(limit),
    db.select().from(applications).orderBy(desc(applications.id)).limit(limit),
  ]);
  return {
    quotes: quoteRows.map(toQuote),
    contacts: contactRows.map(toContact),
    applications: applicationRows.map(toApplication),
  };
}

const PAGE = 500;

/** Every lead: quotes, then contact messages, then applications, each oldest first, paged. */
export async function* allLeads(db: Db): AsyncGenerator<LeadRecord> {
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(quotes)
      .where(gt(quotes.id, after))
      .orderBy(asc(quotes.id))
      .limit(PAGE);
    for (const row of rows) yield toQuote(row);
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(contactMessages)
      .where(gt(contactMessages.id, after))
      .orderBy(asc(contactMessages.id))
      .limit(PAGE);
    for (const row of rows) yield toContact(row);
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
  for (let after = 0; ;) {
    const rows = await db
      .select()
      .from(applications)
      .where(gt(applications.id, after))
      .orderBy(asc(applications.id))
      .limit(PAGE);
    for (const row of rows) yield toApplication(row);
    if (rows.length < PAGE) break;
    after = rows[rows.length - 1]?.id ?? after;
  }
}
