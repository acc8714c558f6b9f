// How the workspace shows its figures and times ago: en-AU, as the rest of the site. Its days
// are the member area's (features/projects/format.ts, ServedDate.tsx).
import { relativeTimeText } from '../settings/relativeTime.ts';
import { workspaceCopy } from './copy.ts';

const numberFormat = new Intl.NumberFormat('en-AU');
const percentFormat = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** 1204 → '1,204'. */
export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** The storage used, a percent of the quota: 12.345 → '12.3%'. */
export function formatPercent(value: number): string {
  return `${percentFormat.format(value)}%`;
}

/**
 * How long ago `iso` was, as of `now` (ms): '5 minutes ago', 'yesterday', '3 weeks ago'.
 * Under a minute, or a clock ahead of ours, is 'Just now'.
 */
export function formatRelative(iso: string, now: number = Date.now()): string {
  return relativeTimeText(iso, workspaceCopy.justNow, now);
}
