import { useRenderDate } from '../../hooks/useRenderDate.ts';

/** '2026-11-22' → '22 November 2026' (the calendar date as written, no time zone shift). */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)));
}

/**
 * Today's date as a `<time>`, for the effective and last-updated dates of the legal pages
 * (docs/product/spec.md §2: "the current date"). useRenderDate hydrates the build's date, then shows the
 * visitor's, so the pre-rendered page hydrates without a mismatch.
 */
export function RenderDate() {
  const date = useRenderDate();
  return <time dateTime={date}>{formatCalendarDate(date)}</time>;
}
