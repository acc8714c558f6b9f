import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { workspaceCopy } from '../../features/workspace/copy.ts';
import type { ServedWorkspace } from '../../features/workspace/useWorkspace.ts';
import { WorkspaceView } from '../../features/workspace/WorkspaceView.tsx';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';

/**
 * Rendered per request, the page holds the visitor's workspace, read on the server as them (that
 * code loads there only: features/workspace/served.ts); in the browser the page reads it itself.
 */
export function loader({
  context,
}: LoaderFunctionArgs): ServedWorkspace | Promise<ServedWorkspace> {
  const api = serverApi(context);
  if (!api) return {};
  return import('../../features/workspace/served.ts').then((served) =>
    served.serveOwnWorkspace(api),
  );
}

/** This page's head (routing/page.ts): the user is not in the address. Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(workspaceCopy.pageTitle), noindex: true };

/**
 * `/workspace` (docs/product/decisions.md "Logged-in area"): the signed-in user's own workspace, the same
 * screen as /{their username}/workspace. The guard above has the user before this renders.
 */
export function Component() {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const served = useLoaderData() as ServedWorkspace | undefined;
  const { session } = useSession();
  const user = session.user ?? guarded;
  if (!user) return null;
  return <WorkspaceView username={user.username} served={served} />;
}
