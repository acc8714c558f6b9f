import { useRouteLoaderData } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { WorkspaceView } from '../../features/workspace/WorkspaceView.tsx';

/**
 * `/workspace` (docs/product/decisions.md "Logged-in area"): the signed-in user's own workspace, the same
 * screen as /{their username}/workspace. The guard above has the user before this renders.
 */
export function Component() {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const { session } = useSession();
  const user = session.user ?? guarded;
  if (!user) return null;
  return <WorkspaceView username={user.username} />;
}
