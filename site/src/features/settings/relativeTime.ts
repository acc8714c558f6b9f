// Relative times in the site's English (en-AU, as its dates), from Intl.RelativeTimeFormat:
// the Active sessions list's 'last seen' and the workspace's 'Last Active'.
import { sessionsCopy } from './copy.ts';

const steps: [unit: Intl.RelativeTimeFormatUnit, seconds: number, below: number][] = [
  ['minute', 60, 60],
  ['hour', 60 * 60, 24],
  ['day', 24 * 60 * 60, 7],
  ['week', 7 * 24 * 60 * 60, 5],
  ['month', 30 * 24 * 60 * 60, 12],
  ['year', 365 * 24 * 60 * 60, Infinity],
];

let format: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago `iso` was, as of `now` (ms): '5 minutes ago', 'yesterday', '3 weeks ago'. Under
 * a minute, or a clock ahead of ours, is `underAMinute` ('Active now', 'Just now').
 */
export function relativeTimeText(iso: string, underAMinute: string, now = Date.now()): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 60) return underAMinute;
  format ??= new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
  for (const [unit, size, below] of steps) {
    const amount = Math.floor(seconds / size);
    if (amount < below) return format.format(-amount, unit);
  }
  return underAMinute; // not reached: years have no upper bound
}

/** The Active sessions list's 'last seen': under a minute (or a clock ahead) is 'Active now'. */
export function lastSeenText(iso: string, now: number = Date.now()): string {
  return relativeTimeText(iso, sessionsCopy.activeNow, now);
}

/** The full date and time, for the tooltip of a 'last seen' text. */
export function lastSeenTitle(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
