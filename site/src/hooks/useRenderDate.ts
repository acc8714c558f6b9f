import { useClientSnapshot } from '@brightlane/ui';

/** Local calendar date as YYYY-MM-DD: a string, so React can compare snapshots by value. */
function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The date the pre-rendered HTML was built with (VITE_BUILD_DATE, set by vite.config.ts for the
 * client and the pre-render bundle alike). Hydration must reproduce exactly that HTML.
 */
const buildDate = import.meta.env.VITE_BUILD_DATE || localDate();

const never = () => () => {};

/**
 * Today's date for copy such as the copyright year or a policy's effective date. Pre-rendered
 * pages were built on an earlier day: hydration renders the build date (no mismatch warning),
 * then the visitor's date follows straight away.
 */
export function useRenderDate(): string {
  return useClientSnapshot(never, localDate, () => buildDate);
}

export function useCurrentYear(): number {
  return Number(useRenderDate().slice(0, 4));
}
