// The member area's analytics, storage and billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"):
// GET /api/user/analytics, /api/user/storage and /api/user/billing. The zod-free values (the
// periods, the plan, the labels and messages) come first; the site imports them from the
// index. The schemas below are what the API validates and documents, and what the site checks
// the answers with, loaded on demand through `@brightlane/contract/validation`.
import { idSchema, isoDateTime } from './fields.ts';
import { STORAGE_QUOTA_BYTES } from './form-constants.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// Zod-free values
// ---------------------------------------------------------------------------------------------

/** The periods /analytics offers, in days, ending today (UTC). */
export const analyticsPeriods = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

/** A `days` value from an address (`?days=7`); undefined for anything but a listed period. */
export function toAnalyticsPeriod(value: string | null | undefined): AnalyticsPeriod | undefined {
  return analyticsPeriods.find((days) => String(days) === value);
}

export const memberAreaMessages = {
  periodInvalid: 'Choose a period of 7, 30 or 90 days',
} as const;

/**
 * There is no payment provider: every account is on the Free plan, whose only allowance is
 * the storage quota. A paid plan would be a new entry here and a column on the account.
 */
export const accountPlans = {
  free: {
    id: 'free',
    name: 'Free',
    /** Whole cents a month. */
    priceCents: 0,
    currency: 'AUD',
    storageQuotaBytes: STORAGE_QUOTA_BYTES,
  },
} as const;
export type AccountPlanId = keyof typeof accountPlans;
/** The plan every account has today. */
export const DEFAULT_ACCOUNT_PLAN: AccountPlanId = 'free';

export const INVOICE_CURRENCY = 'AUD';
export const invoiceStatuses = ['paid', 'open', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceStatusLabels = {
  paid: 'Paid',
  open: 'Open',
  void: 'Void',
} as const satisfies Record<InvoiceStatus, string>;

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

const count = () => z.number().int().nonnegative();
/** A calendar day, UTC: '2026-11-25'. */
const isoDay = () => z.iso.date();

/** GET /api/user/analytics?days=: 7, 30 (the default) or 90; anything else is a 400. */
export const analyticsQuerySchema = z.object({
  days: z
    .enum(analyticsPeriods.map(String) as [`${AnalyticsPeriod}`, ...`${AnalyticsPeriod}`[]], {
      error: memberAreaMessages.periodInvalid,
    })
    .default(`${DEFAULT_ANALYTICS_PERIOD}`)
    .meta({ description: 'The period in days, ending today (UTC).' }),
});

export const analyticsPointSchema = z.object({
  day: isoDay(),
  /**
   * The project's views total as of the end of that day: the last snapshot on or before it,
   * carried forward. null on the days before the project existed (so every series has the
   * same days and a chart draws no line there, rather than a false zero).
   */
  views: count().nullable(),
});

export const analyticsSchema = z
  .object({
    days: z.union(analyticsPeriods.map((days) => z.literal(days))),
    /** The first and the last day of the window (today), inclusive. */
    from: isoDay(),
    to: isoDay(),
    /** One series per project of the caller, by name; each has a point for every day. */
    series: z.array(
      z.object({
        projectId: idSchema,
        name: z.string(),
        points: z.array(analyticsPointSchema),
      }),
    ),
    totals: z.object({
      /** The projects' views today, summed (the dashboard's Visitors). */
      views: count(),
      /** Today's total less the first day's (a project not there yet counts 0). */
      change: z.number().int(),
      /** Per day, the views of every project that existed then, summed. */
      points: z.array(z.object({ day: isoDay(), views: count() })),
    }),
  })
  .meta({ id: 'Analytics' });

/** GET /api/user/storage: bytes used against the plan's quota. */
export const storageSchema = z
  .object({
    usedBytes: count(),
    quotaBytes: count(),
    /** The same bytes by what holds them: projects' text and blog posts. */
    breakdown: z.object({ projects: count(), posts: count() }),
  })
  .meta({ id: 'Storage' });

export const invoiceSchema = z
  .object({
    id: idSchema,
    /** Unique, e.g. 'BL-000123'. */
    number: z.string(),
    issuedAt: isoDateTime(),
    dueAt: isoDateTime(),
    /** Whole cents, GST included. */
    amountCents: count(),
    currency: z.literal(INVOICE_CURRENCY),
    status: z.enum(invoiceStatuses),
  })
  .meta({ id: 'Invoice' });

/** GET /api/user/billing: the account's plan and its invoices, newest first. */
export const billingSchema = z
  .object({
    plan: z.object({
      id: z.enum(Object.keys(accountPlans) as [AccountPlanId, ...AccountPlanId[]]),
      name: z.string(),
      priceCents: count(),
      currency: z.literal(INVOICE_CURRENCY),
      storageQuotaBytes: count(),
    }),
    invoices: z.array(invoiceSchema),
  })
  .meta({ id: 'Billing' });

export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsSeries = Analytics['series'][number];
export type Storage = z.infer<typeof storageSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type Billing = z.infer<typeof billingSchema>;
