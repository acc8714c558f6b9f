// How /analytics, /storage and /billing write their figures, as a person in Australia reads
// them. Counts and dates reuse the projects' formats.
import type { AnalyticsPeriod } from '@brightlane/contract';

const units = ['KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const wholeBytes = new Intl.NumberFormat('en-AU');

/**
 * Bytes in binary units, as the quota is counted (1 GB = 1024³ bytes): '0 bytes', '1 byte',
 * '512 bytes', '12.4 KB', '1 GB'.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${wholeBytes.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${units[unit]}`;
}

const precisePercent = new Intl.NumberFormat('en-AU', {
  style: 'percent',
  maximumFractionDigits: 2,
});

/** The share of the quota: '0.01%'; a use too small to show as such is '<0.01%', never '0%'. */
export function formatShare(used: number, quota: number): string {
  if (quota <= 0) return precisePercent.format(0);
  const ratio = used / quota;
  if (ratio > 0 && ratio < 0.0001) return `<${precisePercent.format(0.0001)}`;
  return precisePercent.format(Math.min(1, ratio));
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** An ISO day of the analytics ('2026-11-25', UTC) as '25 Nov'. */
export const formatDay = (day: string): string => dayFormat.format(new Date(`${day}T00:00:00Z`));

const signed = new Intl.NumberFormat('en-AU', { signDisplay: 'exceptZero' });

/** '+120', '-3', '0' */
export const formatChange = (value: number): string => signed.format(value);

const centsFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** Whole cents as '$1,234.50' (the invoices' currency is always AUD). */
export const formatCents = (cents: number): string => centsFormat.format(cents / 100);

/** For the analytics' period links: '?days=7'. */
export const periodSearch = (days: AnalyticsPeriod): string => `?days=${days}`;
