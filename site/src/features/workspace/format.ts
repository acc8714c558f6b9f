// How the workspace shows its figures and dates: en-AU, as the rest of the site.
import { relativeTimeText } from '../settings/relativeTime.ts';
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

/**
 * How long ago `iso` was, as of `now` (ms): '5 minutes ago', 'yesterday', '3 weeks ago'.
 * Under a minute, or a clock ahead of ours, is 'Just now'.
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  return relativeTimeText(iso, workspaceCopy.justNow, now);
}
