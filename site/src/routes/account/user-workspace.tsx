import { useLoaderData } from 'react-router-dom';
import type { WorkspaceRouteData } from '../../features/workspace/guard.ts';
import { WorkspaceView } from '../../features/workspace/WorkspaceView.tsx';

/**
 * `/{username}/workspace` (docs/product/spec.md §2; docs/product/decisions.md "Logged-in area"): that user's workspace,
 * for the user themself and staff. Its loader, in routes.tsx, sends anyone else to the
 * not-found page before this renders.
 */
export function Component() {
  const { username } = useLoaderData() as WorkspaceRouteData;
  return <WorkspaceView username={username} />;
}
