import { useHydrated } from '../../app/useHydrated.ts';
import { SERVER_TIME_ZONE } from '../profile/format.ts';
import { formatDate } from './format.ts';

/**
 * A day (`formatDate`) on a page the server may render per request: in Melbourne's time zone in
 * the server's render and the render that hydrates it, so the two agree whatever the visitor's
 * zone; in the visitor's once the page's code runs. `label` words it ('Updated 2 Mar 2026').
 */
export function ServedDate({
  iso,
  label = (day) => day,
}: {
  iso: string;
  label?: (day: string) => string;
}) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso}>{label(formatDate(iso, hydrated ? undefined : SERVER_TIME_ZONE))}</time>
  );
}
