import { useId } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { FolderPlus, Inbox, LayoutGrid, PenLine, Settings, UserRound } from 'lucide-react';
import type { PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Button, Card, Heading, Text, Toaster } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { MyPosts } from '../../features/blog/MyPosts.tsx';
import { DashboardStats, RecentProjects } from '../../features/projects/DashboardStats.tsx';
import type { DashboardPageData } from '../../features/projects/dashboardPage.ts';
import { useFlashToast } from '../../app/flash.ts';
import { PostedNotice } from '../../app/PostedNotice.tsx';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
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
  /** Staff only: the staff inbox at /admin (docs/product/decisions.md "Lead forms"). */
  leads: 'Leads',
} as const;

/** The dashboard's quick actions, the first one primary; staff also get the staff inbox. */
function quickActions(staff: boolean) {
  return [
    { to: '/projects/new', icon: FolderPlus, label: dashboardCopy.newProject },
    { to: '/workspace', icon: LayoutGrid, label: dashboardCopy.newWorkspace },
    { to: '/blog/create', icon: PenLine, label: dashboardCopy.writePost },
    { to: '/settings', icon: Settings, label: dashboardCopy.settings },
    { to: '/profile', icon: UserRound, label: dashboardCopy.profile },
    ...(staff ? [{ to: '/admin', icon: Inbox, label: dashboardCopy.leads }] : []),
  ];
}

/**
 * Rendered per request, the page holds the account's figures, projects and posts, read on the
 * server as this visitor (its code loads there only); in the browser each part asks for its own.
 */
export function loader(args: LoaderFunctionArgs): DashboardPageData | Promise<DashboardPageData> {
  if (!serverApi(args.context)) return {};
  return import('../../features/projects/dashboardPage.ts').then((page) =>
    page.dashboardPage(args),
  );
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand('Dashboard'), noindex: true };

/**
 * `/dashboard` (docs/decisions/016-accounts-in-the-site.md; docs/product/spec.md §2 "Dashboard"; docs/decisions/022-member-area-analytics-storage-billing.md): the greeting with the display
 * name, the four tiles of the user's own sums, the quick actions and the five projects
 * changed last, and the user's blog posts. Each part loads on its own; a failure is quiet
 * (docs/product/spec.md §8). A deleted post lands here, and its toast with it (or, deleted
 * without the page's code, the banner its address names: app/notice.ts).
 */
export function Component() {
  return (
    <Toaster>
      <Dashboard />
    </Toaster>
  );
}

function Dashboard() {
  useFlashToast();
  const actionsId = useId();
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const served = useLoaderData() as DashboardPageData | undefined;
  // The store follows later changes (a confirmed e-mail); the loader's user is there at once.
  const { session } = useSession();
  const user = session.user ?? guarded;
  const name = user?.name.trim() || user?.email || '';
  return (
    <div className={layout.container}>
      <header className={styles.header}>
        <Heading level={1}>{dashboardCopy.greeting(name)}</Heading>
        <Text variant="muted">{dashboardCopy.lead}</Text>
      </header>
      <PostedNotice />
      <DashboardStats served={served?.summary} />
      <Card asChild className={styles.card}>
        <section aria-labelledby={actionsId}>
          <Heading level={2} size="md" id={actionsId}>
            {dashboardCopy.quickActions}
          </Heading>
          <div className={styles.actions}>
            {quickActions(user?.role === 'staff').map(({ to, icon: Icon, label }, index) => (
              <Button
                key={to}
                asChild
                {...(index === 0 ? {} : { variant: 'outline' as const, tone: 'neutral' as const })}
              >
                <RouterLink to={to}>
                  <Icon size={18} aria-hidden="true" />
                  {label}
                </RouterLink>
              </Button>
            ))}
          </div>
        </section>
      </Card>
      <RecentProjects served={served?.recent} />
      <MyPosts staff={user?.role === 'staff'} served={served?.posts} />
    </div>
  );
}
