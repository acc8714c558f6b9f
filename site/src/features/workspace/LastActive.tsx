// The workspace's 'Last Active' on a page the server renders per request (routes/account/workspace.tsx,
// user-workspace.tsx): the server's render and the render that hydrates it must write the same
// text, or hydration fails. So both write its moment in Melbourne's zone (as
// features/projects/ServedDate.tsx does) and the time ago as of the server's clock (as /settings'
// 'last seen', docs/decisions/040-forms-post-to-the-server.md); once the page's code runs, the
// visitor's zone and clock.
import { useHydrated } from '../../app/useHydrated.ts';
import { SERVER_TIME_ZONE } from '../profile/format.ts';
import { workspaceCopy as copy } from './copy.ts';
import { formatDateTime } from '../projects/format.ts';
import { formatRelative } from './format.ts';

/**
 * 'Last Active': how long ago ('2 hours ago'), or 'Never'. In the server's render and the render
 * that hydrates it, as of `servedAt`, the server's clock when it read the workspace (handed down
 * in the page's loader data): the browser's clock runs later by the time the page took to arrive
 * and its code to start (and may be set differently), enough to turn '59 minutes ago' into
 * 'an hour ago' and the hydrated text into another. As of the browser's clock from the render
 * right after, and wherever the browser renders the page itself.
 */
export function LastActive({ iso, servedAt }: { iso: string | null; servedAt?: number }) {
  const hydrated = useHydrated();
  if (!iso) return <>{copy.never}</>;
  const zone = hydrated ? undefined : SERVER_TIME_ZONE;
  return (
    <time dateTime={iso} title={formatDateTime(iso, zone)}>
      {formatRelative(iso, hydrated ? undefined : servedAt)}
    </time>
  );
}
