// How the workspace shows its figures and dates: en-AU, as the rest of the site.
import { workspaceCopy } from './copy.ts';

const numberFormat = new Intl.NumberFormat('en-AU');
const percentFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** 1204 → '1,204'. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** The storage used, a percent of the quota: 12.345 → '12.3%'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/** '25 Nov 2026'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '25 Nov 2026, 2:15 pm': the whole moment, for a tooltip. */
export function formatDateTime(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

const steps: [unit: Intl.RelativeTimeFormatUnit, seconds: number, below: number][] = [
  ['minute', 60, 60],
  ['hour', 60 * 60, 24],
  ['day', 24 * 60 * 60, 7],
  ['week', 7 * 24 * 60 * 60, 5],
  ['month', 30 * 24 * 60 * 60, 12],
  ['year', 365 * 24 * 60 * 60, Infinity],
];

let relativeFormat: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago `iso` was, as of `now` (ms): '5 minutes ago', 'yesterday', '3 weeks ago'.
 * Under a minute, or a clock ahead of ours, is 'Just now'.
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 60) return workspaceCopy.justNow;
  relativeFormat ??= new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
  for (const [unit, size, below] of steps) {
    const amount = Math.floor(seconds / size);
    if (amount < below) return relativeFormat.format(-amount, unit);
  }
  return workspaceCopy.justNow; // not reached: years have no upper bound
}
