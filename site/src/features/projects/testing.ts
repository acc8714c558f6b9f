// Test helpers for the member area: a fake of the projects API in memory, answering as
// mock-api/src/routes/projects.ts does (filter, order, pages, 404 for unknown ids).
import type { Project, ProjectStatus } from '@brightlane/contract';
import { apiAnswer, stubFetch } from '../leads/testing.ts';
import { testUser } from '../auth/testing.tsx';

let next = 100;

/** A project as the API returns it; `overrides` change any field. */
export function testProject(overrides: Partial<Project> = {}): Project {
  next += 1;
  return {
    id: String(next),
    name: `Project ${next}`,
    description: '',
    status: 'active',
    createdAt: '2026-03-01T01:00:00.000Z',
    updatedAt: '2026-03-02T03:15:00.000Z',
    views: 0,
    pages: 0,
    revenue: 0,
    ...overrides,
  };
}

export type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

const order: Record<string, (a: Project, b: Project) => number> = {
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  created: (a, b) => b.createdAt.localeCompare(a.createdAt),
  name: (a, b) => a.name.localeCompare(b.name),
  views: (a, b) => b.views - a.views,
  revenue: (a, b) => b.revenue - a.revenue,
};

/**
 * `fetch` as the API for a signed-in Jane owning `projects` (changed in place by POST, PUT and
 * DELETE); `extra` answers first when it returns something.
 */
export function projectsApi(projects: Project[] = [], extra?: Handler) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await extra?.(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<Project>) : null;
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user: testUser() });
    // The header's bell reads the notifications once the page is idle, in whichever test is
    // running then: answered, it never puts an account error on the page.
    if (url.pathname === '/api/notifications' && method === 'GET')
      return apiAnswer(200, { notifications: [], nextCursor: null, unreadCount: 0 });
    if (url.pathname === '/api/user/dashboard') {
      return apiAnswer(200, {
        projects: projects.length,
        visitors: projects.reduce((sum, p) => sum + p.views, 0),
        storage: 12.5,
        revenue: projects.reduce((sum, p) => sum + p.revenue, 0),
      });
    }
    if (url.pathname === '/api/user/projects' && method === 'GET') {
      const status = url.searchParams.get('status') as ProjectStatus | null;
      const sort = url.searchParams.get('sort') ?? 'updated';
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const matching = projects.filter((p) => !status || p.status === status).sort(order[sort]);
      return apiAnswer(200, {
        projects: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
      });
    }
    if (url.pathname === '/api/user/projects' && method === 'POST') {
      const project = testProject({ ...body, updatedAt: '2026-04-01T00:00:00.000Z' });
      projects.push(project);
      return apiAnswer(201, { project, message: 'Project created' });
    }
    const one = url.pathname.match(/^\/api\/user\/projects\/([^/]+)$/);
    if (one) {
      const index = projects.findIndex((p) => p.id === one[1]);
      if (index < 0) return apiAnswer(404, { message: 'Project not found' });
      if (method === 'GET') return apiAnswer(200, projects[index]);
      if (method === 'PUT') {
        projects[index] = { ...projects[index]!, ...body, updatedAt: '2026-04-02T00:00:00.000Z' };
        return apiAnswer(200, { project: projects[index], message: 'Project saved' });
      }
      if (method === 'DELETE') {
        projects.splice(index, 1);
        return apiAnswer(200, { success: true, message: 'Project deleted' });
      }
    }
    return apiAnswer(404, { message: 'Not found' });
  });
  return fetchMock;
}

/** The member-area requests made, as URLs, with their method and JSON body. */
export function projectCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/user/'));
}
