// First-party telemetry the site sends with navigator.sendBeacon (DECISIONS.md, "Analytics"):
// Core Web Vitals to POST /api/vitals and uncaught errors to POST /api/client-errors.
// Unknown keys are stripped rather than rejected, so the site can beacon a web-vitals Metric
// object as it is (it also carries delta, entries, navigationType).
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
} as const;

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
