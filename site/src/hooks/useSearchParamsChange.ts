import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/** Builds the next search params from the current ones (a copy: change it freely). */
export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * Changes the address's search params (`?status=…&sort=…&page=…`) starting from the address
 * as it is at the moment of the change: the one this page last asked for, until the router
 * renders that or a newer one (back, forward, a link).
 *
 * Why not `setSearchParams(current => …)`: React Router hands that function the params of the
 * last render, not of the address, so a second change made before the first has rendered (a
 * quick visitor, a busy phone, a route loader still running) starts from the old address and
 * undoes the first: Status → All, then Sort by → Name gave back `?status=draft&sort=name`.
 */
export function useSearchParamsChange(): (
  change: SearchParamsChange,
  options?: NavigateOptions,
) => void {
  // The key too: a navigation to the same address renders no new search, yet it has landed.
  const { search, key } = useLocation();
  const navigate = useNavigate();
  // The address as last asked for, and the asked ones the router has not rendered yet.
  const latest = useRef(search);
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const ours = pending.current.indexOf(search);
    if (ours === -1) {
      // Someone else moved the address (back, a link): it is the current one now.
      latest.current = search;
      pending.current = [];
    } else {
      // One of ours has rendered; any asked after it is still the latest.
      pending.current = pending.current.slice(ours + 1);
    }
  }, [search, key]);

  return useCallback(
    (change, options) => {
      const params = change(new URLSearchParams(latest.current)).toString();
      const next = params ? `?${params}` : '';
      latest.current = next;
      pending.current.push(next);
      void navigate({ search: next }, options);
    },
    [navigate],
  );
}
