const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// Built once: constructing Intl formatters is comparatively slow.
const formatter = new Intl.RelativeTimeFormat('en-AU', { numeric: 'always' });

/** A date, an ISO string or a timestamp in ms. */
export type DateInput = Date | string | number;

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * How long ago `date` was, relative to `now`, in Australian English: 'just now' (under a
 * minute, or a little in the future from clock skew), '5 minutes ago', '2 hours ago',
 * '3 days ago', '2 weeks ago', '4 months ago', '1 year ago'. Units round down, so a time is
 * never made to look older than it is. '' for an invalid date.
 */
export function formatRelativeTime(date: DateInput, now: DateInput): string {
  const then = toTime(date);
  const current = toTime(now);
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const seconds = Math.round((current - then) / 1000);
  // Server and browser clocks disagree by a few seconds; that is still "just now".
  if (seconds < MINUTE && seconds > -MINUTE) return 'just now';
  const past = seconds > 0;
  const abs = Math.abs(seconds);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < HOUR
      ? [Math.floor(abs / MINUTE), 'minute']
      : abs < DAY
        ? [Math.floor(abs / HOUR), 'hour']
        : abs < WEEK
          ? [Math.floor(abs / DAY), 'day']
          : abs < MONTH
            ? [Math.floor(abs / WEEK), 'week']
            : abs < YEAR
              ? [Math.floor(abs / MONTH), 'month']
              : [Math.floor(abs / YEAR), 'year'];
  return formatter.format(past ? -value : value, unit);
}
