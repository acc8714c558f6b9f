// /dashboard's data on the server: the page rendered per request as this visitor, so a sign-in
// sent before or without the page's code (its 303 comes here) lands on the account's figures,
// projects and posts, not on a page that needs JavaScript. The same requests the dashboard's
// parts make in the browser, through the server's in-process API; a part that fails is served as
// failed, and says so quietly as when its own request fails (docs/product/spec.md §8). Loaded
// on the server only (routes/account/dashboard.tsx).
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { BlogPostSummary, DashboardSummary, ProjectList } from '@brightlane/contract';
import { apiOf } from '../../forms/formActions.ts';
import { fetchSession } from '../auth/session.ts';
import { fetchMyPosts, fetchMyPostsAndReview } from '../blog/authoringApi.ts';
import { fetchDashboard, fetchProjects, RECENT_PROJECTS } from './api.ts';
import { servedLoad, type ServedLoad } from './useProjectList.ts';

/** What the server read for the dashboard it rendered; nothing in the browser. */
export interface DashboardPageData {
  /** Staff also see the posts waiting for review in 'Your Posts'. */
  staff?: boolean;
  summary?: ServedLoad<DashboardSummary>;
  recent?: ServedLoad<ProjectList>;
  posts?: ServedLoad<BlogPostSummary[]>;
}

export async function dashboardPage({ context }: LoaderFunctionArgs): Promise<DashboardPageData> {
  const api = apiOf(context);
  // The guard beside this loader sends a signed-out visitor to sign in; this only needs the role.
  const user = await fetchSession(api).catch(() => null);
  const staff = user?.role === 'staff';
  const [summary, recent, posts] = await Promise.all([
    servedLoad(fetchDashboard(api)),
    servedLoad(fetchProjects({ sort: 'updated', page: 1, pageSize: RECENT_PROJECTS }, api)),
    servedLoad(staff ? fetchMyPostsAndReview(api) : fetchMyPosts(api)),
  ]);
  return { staff, summary, recent, posts };
}
