// First-party telemetry the site sends with navigator.sendBeacon (docs/product/decisions.md, "Analytics"):
// Core Web Vitals to POST /api/vitals and uncaught errors to POST /api/client-errors.
// Unknown keys are stripped rather than rejected, so the site can beacon a web-vitals Metric
// object as it is (it also carries delta, entries, navigationType).
import { idSchema, isoDateTime } from './fields.ts';
import { z } from './zod.ts';

/** The metrics web-vitals reports today (FID was retired in favour of INP). */
export const webVitalNames = ['CLS', 'INP', 'LCP', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/** web-vitals' own rating buckets. */
export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof webVitalRatings)[number];

export const clientErrorKinds = ['error', 'unhandledrejection'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

export const telemetryMessages = {
  vitalName: `Metric name must be one of ${webVitalNames.join(', ')}`,
  vitalValue: 'Metric value must be a non-negative number',
  vitalRating: `Rating must be one of ${webVitalRatings.join(', ')}`,
  vitalId: 'Metric id is required',
  pagePath: 'Page path must start with /',
  errorMessage: 'Error message is required',
  errorUrl: 'Page URL is required',
  errorKind: `Kind must be one of ${clientErrorKinds.join(', ')}`,
  tooLong: (max: number) => `Must be at most ${max} characters`,
  /** 413 of a beacon over TELEMETRY_BODY_LIMIT. */
  reportTooLarge: 'Report too large: at most 64 KB',
  /** 429 of a beacon over TELEMETRY_RATE_LIMIT per minute from one address. */
  tooManyReports: 'Too many reports. Try again in a minute.',
  /** 400 of GET /api/admin/vitals?days= out of range. */
  daysInvalid: 'Days must be a whole number from 1 to 90',
} as const;

/** Largest beacon body in bytes: a report with a full-length stack fits with room to spare. */
export const TELEMETRY_BODY_LIMIT = 64 * 1024;

/** Limits generous enough for real stacks, small enough to keep one beacon well under 100 KB. */
export const telemetryLimits = {
  id: 100,
  path: 2048,
  url: 2048,
  message: 4000,
  stack: 32000,
} as const;

const limited = (max: number, requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(max, { error: telemetryMessages.tooLong(max) });

/** POST /api/vitals — one web-vitals metric from one page view. */
export const vitalSchema = z.object({
  name: z.enum(webVitalNames, { error: telemetryMessages.vitalName }),
  value: z
    .number({ error: telemetryMessages.vitalValue })
    .nonnegative({ error: telemetryMessages.vitalValue }),
  rating: z.enum(webVitalRatings, { error: telemetryMessages.vitalRating }),
  id: limited(telemetryLimits.id, telemetryMessages.vitalId),
  path: limited(telemetryLimits.path, telemetryMessages.pagePath).startsWith('/', {
    error: telemetryMessages.pagePath,
  }),
});
export type VitalReport = z.infer<typeof vitalSchema>;

/** POST /api/client-errors — an uncaught error or unhandled promise rejection in the browser. */
export const clientErrorSchema = z.object({
  message: limited(telemetryLimits.message, telemetryMessages.errorMessage),
  stack: z
    .string()
    .max(telemetryLimits.stack, { error: telemetryMessages.tooLong(telemetryLimits.stack) })
    .optional(),
  url: limited(telemetryLimits.url, telemetryMessages.errorUrl),
  kind: z.enum(clientErrorKinds, { error: telemetryMessages.errorKind }),
});
export type ClientErrorReport = z.infer<typeof clientErrorSchema>;

// ---------------------------------------------------------------------------------------------
// Staff view of the reports (/admin/vitals, GET /api/admin/vitals)
// ---------------------------------------------------------------------------------------------

/**
 * web.dev's thresholds per metric: at most `good` is good, above `poor` is poor, between needs
 * improvement. Milliseconds, except CLS (unitless). They match web-vitals' own ratings.
 */
export const webVitalThresholds = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
} as const satisfies Record<WebVitalName, { good: number; poor: number }>;

/** The rating of a value (a p75) by those thresholds. */
export function rateVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = webVitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

export const ADMIN_VITALS_DEFAULT_DAYS = 7;
export const ADMIN_VITALS_MAX_DAYS = 90;
/** The most page paths the staff view lists (the most viewed first). */
export const ADMIN_VITALS_MAX_PAGES = 50;
/** The latest client errors the staff view lists. */
export const ADMIN_VITALS_MAX_ERRORS = 50;
/** Stacks are cut to this many characters in the staff view's answer. */
export const ADMIN_VITALS_STACK_LENGTH = 4000;

/** GET /api/admin/vitals?days=: 1 to 90, default 7. */
export const adminVitalsQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: telemetryMessages.daysInvalid })
      .int({ error: telemetryMessages.daysInvalid })
      .min(1, { error: telemetryMessages.daysInvalid })
      .max(ADMIN_VITALS_MAX_DAYS, { error: telemetryMessages.daysInvalid })
      .default(ADMIN_VITALS_DEFAULT_DAYS)
      .meta({ description: 'The period in days, ending now.' }),
  })
  .meta({ id: 'AdminVitalsQuery' });
export type AdminVitalsQuery = z.infer<typeof adminVitalsQuerySchema>;

/** One metric of one page over the period: how many reports, and their 75th percentile. */
export const vitalSummarySchema = z.object({
  count: z.number().int().nonnegative(),
  p75: z.number().nonnegative(),
});
export type VitalSummary = z.infer<typeof vitalSummarySchema>;

export const vitalsPageSchema = z
  .object({
    path: z.string(),
    /** Page views with a report: the largest report count of any metric of this path. */
    views: z.number().int().nonnegative(),
    /** Absent: no report of that metric for this page in the period. */
    metrics: z.partialRecord(z.enum(webVitalNames), vitalSummarySchema),
  })
  .meta({ id: 'VitalsPage' });
export type VitalsPage = z.infer<typeof vitalsPageSchema>;

export const adminClientErrorSchema = z
  .object({
    id: idSchema,
    kind: z.enum(clientErrorKinds),
    message: z.string(),
    /** Cut to ADMIN_VITALS_STACK_LENGTH characters. */
    stack: z.string().nullable(),
    url: z.string(),
    userAgent: z.string().nullable(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'AdminClientError' });
export type AdminClientError = z.infer<typeof adminClientErrorSchema>;

export const adminVitalsResponseSchema = z
  .object({
    days: z.number().int().min(1).max(ADMIN_VITALS_MAX_DAYS),
    /** Most viewed first, at most ADMIN_VITALS_MAX_PAGES. */
    pages: z.array(vitalsPageSchema),
    /** The latest ADMIN_VITALS_MAX_ERRORS errors of the period, newest first. */
    errors: z.array(adminClientErrorSchema),
  })
  .meta({ id: 'AdminVitals' });
export type AdminVitalsResponse = z.infer<typeof adminVitalsResponseSchema>;
