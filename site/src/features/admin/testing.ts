// The staff inbox's test data (stories and tests only): a lead as the API lists it, and the
// API's answer with a page of them.
import type { AdminLead, LeadKind } from '@brightlane/contract';
import { apiAnswer } from '../leads/testing.ts';

/** A lead of `kind` as GET /api/admin/leads/{kind} lists it: open, mailed, no CV. */
export const testLead = (
  kind: LeadKind,
  id: string,
  name: string,
  extra: Partial<AdminLead> = {},
) =>
  ({
    kind,
    id,
    createdAt: '2026-03-02T03:15:00.000Z',
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    phone: '0412 345 678',
    message: 'We need a new website before the spring sale.',
    details: {},
    status: 'mailed',
    flaggedSpam: false,
    handledAt: null,
    cv: null,
    ...extra,
  }) satisfies AdminLead;

/** The API's answer with a page of `leads` (20 a page; `open` counted from them unless given). */
export const leadsAnswer = (
  leads: AdminLead[],
  extra: { total?: number; page?: number; open?: number } = {},
) =>
  apiAnswer(200, {
    leads,
    total: extra.total ?? leads.length,
    page: extra.page ?? 1,
    pageSize: 20,
    open: extra.open ?? leads.filter((row) => row.handledAt === null).length,
  });
