// The 'last seen' words of the Active sessions list: 'Active now', '5 minutes ago',
// 'yesterday'… in the site's English (en-AU, as its dates), from Intl.RelativeTimeFormat.
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

/** How long ago `iso` was, as of `now` (ms): under a minute (or a clock ahead) is 'Active now'. */
export function lastSeenText(iso: string, now: number = Date.now()): string {
  const seconds = (now - Date.parse(iso)) / 1000;
  if (!Number.isFinite(seconds) || seconds < 60) return sessionsCopy.activeNow;
  format ??= new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
  for (const [unit, size, below] of steps) {
    const amount = Math.floor(seconds / size);
    if (amount < below) return format.format(-amount, unit);
  }
  return sessionsCopy.activeNow; // not reached: years have no upper bound
}

/** The full date and time, for the tooltip of a 'last seen' text. */
export function lastSeenTitle(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
