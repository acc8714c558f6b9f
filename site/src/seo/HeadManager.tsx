import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { applyMeta } from './applyHeadTags.ts';
import { resolveMeta } from './meta.ts';

/**
 * Keeps <head> in step with the current route after client-side navigations. Renders nothing:
 * the pre-rendered HTML already carries the first page's tags, and an effect (which never runs
 * on the server) updates them from then on.
 */
export function HeadManager() {
  const matches = useMatches();
  const { pathname } = useLocation();

  useEffect(() => {
    const meta = resolveMeta(
      matches.map((match) => ({
        params: match.params,
        data: match.loaderData,
        handle: match.handle,
      })),
      pathname,
    );
    applyMeta(document, meta);
  }, [matches, pathname]);

  return null;
}
