import { useId } from 'react';
import { Link as RouterLink, useRouteLoaderData } from 'react-router-dom';
import { FolderPlus, Inbox, LayoutGrid, PenLine, Settings, UserRound } from 'lucide-react';
import type { PublicUser } from '@brightlane/contract';
import { Button, Card, Heading, Text } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { DashboardStats, RecentProjects } from '../../features/projects/DashboardStats.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './dashboard.css.ts';

export const dashboardCopy = {
  greeting: (name: string) => `Welcome back, ${name}`,
  lead: 'Your account at a glance.',
  quickActions: 'Quick Actions',
  newProject: 'New Project',
  newWorkspace: 'New Workspace',
  writePost: 'Write a Post',
  settings: 'Account Settings',
  profile: 'Profile',
  /** Staff only: the staff inbox at /admin (DECISIONS.md "Lead forms"). */
  leads: 'Leads',
} as const;

/**
 * `/dashboard` (issue 18; SPEC.md §2 "Dashboard"; issue 21): the greeting with the display
 * name, the four tiles of the user's own sums, the quick actions and the five projects
 * changed last. The tiles and the list load on their own; a failure is quiet (SPEC.md §8).
 */
export function Component() {
  const actionsId = useId();
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  // The store follows later changes (a confirmed e-mail); the loader's user is there at once.
  const { session } = useSession();
  const user = session.user ?? guarded;
  const name = user?.name.trim() || user?.email || '';
  return (
    <div className={layout.container}>
      <header className={styles.header}>
        <Heading level={1}>{dashboardCopy.greeting(name)}</Heading>
        <Text tone="muted">{dashboardCopy.lead}</Text>
      </header>
      <DashboardStats />
      <Card asChild className={styles.card}>
        <section aria-labelledby={actionsId}>
          <Heading level={2} size="md" id={actionsId}>
            {dashboardCopy.quickActions}
          </Heading>
          <div className={styles.actions}>
            <Button asChild>
              <RouterLink to="/projects/new">
                <FolderPlus size={18} aria-hidden="true" />
                {dashboardCopy.newProject}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <RouterLink to="/workspace">
                <LayoutGrid size={18} aria-hidden="true" />
                {dashboardCopy.newWorkspace}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <RouterLink to="/blog/create">
                <PenLine size={18} aria-hidden="true" />
                {dashboardCopy.writePost}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <RouterLink to="/settings">
                <Settings size={18} aria-hidden="true" />
                {dashboardCopy.settings}
              </RouterLink>
            </Button>
            <Button asChild variant="outline" tone="neutral">
              <RouterLink to="/profile">
                <UserRound size={18} aria-hidden="true" />
                {dashboardCopy.profile}
              </RouterLink>
            </Button>
            {user?.role === 'staff' ? (
              <Button asChild variant="outline" tone="neutral">
                <RouterLink to="/admin">
                  <Inbox size={18} aria-hidden="true" />
                  {dashboardCopy.leads}
                </RouterLink>
              </Button>
            ) : null}
          </div>
        </section>
      </Card>
      <RecentProjects />
    </div>
  );
}
