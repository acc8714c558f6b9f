import { useLoaderData } from 'react-router-dom';
import { titleWithBrand } from '@brightlane/contract/brand';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { workspaceCopy } from '../../features/workspace/copy.ts';
import type { WorkspaceRouteData } from '../../features/workspace/guard.ts';
import { WorkspaceView } from '../../features/workspace/WorkspaceView.tsx';
import type { MetaSource } from '../../seo/meta.ts';

/**
 * This page's head (routing/page.ts), titled with the username; where the loader answers 404
 * (a first segment the site uses, or someone signed in who may not see it), the not-found
 * page's. Never indexed.
 */
export const meta: MetaSource = ({ data }) => {
  const username = (data as WorkspaceRouteData | undefined)?.username;
  return {
    title: titleWithBrand(username ? workspaceCopy.title(username) : notFoundCopy.title),
    noindex: true,
  };
};

/**
 * `/{username}/workspace` (docs/product/spec.md §2; docs/product/decisions.md "Logged-in area"): that user's workspace,
 * for the user themself and staff. Its loader, in routes.tsx (features/workspace/guard.ts
 * `loadUserWorkspace`), sends anyone else to the not-found page before this renders, and on the
 * server reads the workspace the page is rendered with.
 */
export function Component() {
  const { username, ...served } = useLoaderData() as WorkspaceRouteData;
  return <WorkspaceView username={username} served={served} />;
}
