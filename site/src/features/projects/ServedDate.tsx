import { useHydrated } from '../../app/useHydrated.ts';
import { SERVER_TIME_ZONE } from '../profile/format.ts';
import { formatDate, formatDateTime } from './format.ts';

/**
 * A day (`formatDate`), or a day and time (`withTime`, `formatDateTime`), on a page the server
 * may render per request: in Melbourne's time zone in the server's render and the render that
 * hydrates it, so the two agree whatever the visitor's zone; in the visitor's once the page's
 * code runs. `label` words it ('Updated 2 Mar 2026'); `titled` puts the day and time in the
 * element's title (a list that shows the day only).
 */
export function ServedDate({
  iso,
  label = (day) => day,
  withTime = false,
  titled = false,
}: {
  iso: string;
  label?: (day: string) => string;
  withTime?: boolean;
  titled?: boolean;
}) {
  const zone = useHydrated() ? undefined : SERVER_TIME_ZONE;
  const text = withTime ? formatDateTime(iso, zone) : formatDate(iso, zone);
  return (
    <time dateTime={iso} title={titled ? formatDateTime(iso, zone) : undefined}>
      {label(text)}
    </time>
  );
}
