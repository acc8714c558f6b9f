// /projects and /projects/{id} as the server renders them per request: a day is written in
// Melbourne's zone (ServedDate), whatever the server's or the visitor's, so the render that
// hydrates writes the same text and React keeps the server's markup.
import { screen } from '@testing-library/react';
import type { SiteApiFetch } from '@brightlane/contract';
import { testUser } from '../auth/testing.tsx';
import { hydrateServed, renderServed, unhydrate } from '../../app/testing.ts';
import { stubFetch } from '../leads/testing.ts';
import { testProject } from './testing.ts';

// Changed at 1 am on 2 March in Melbourne: still 1 March where the server keeps UTC.
const project = testProject({
  id: '7',
  name: 'Harbour Cafe',
  createdAt: '2026-02-28T23:30:00.000Z',
  updatedAt: '2026-03-01T14:00:00.000Z',
});

/** The server's in-process API, as Jane, who owns `project`. */
const api: SiteApiFetch = async (path) => {
  if (path === '/api/auth/session') return Response.json({ user: testUser() });
  if (path.startsWith('/api/user/projects/7')) return Response.json(project);
  if (path.startsWith('/api/user/projects'))
    return Response.json({ projects: [project], total: 1, page: 1, pageSize: 20 });
  return Response.json({ message: 'Not found' }, { status: 404 });
};

beforeAll(async () => {
  await import('../../routes/account/projects/list.tsx');
  await import('../../routes/account/projects/detail.tsx');
}, 30_000);

afterEach(() => {
  unhydrate();
});

it("given /projects, should write the day of the last change in Melbourne's zone, and hydrate it", async () => {
  const {
    status,
    document: html,
    page,
  } = await renderServed('/projects', api, 'account/projects/list.tsx');
  expect(status).toBe(200);
  const updated = page.querySelector('time[datetime="2026-03-01T14:00:00.000Z"]');
  expect(updated?.textContent).toBe('2 Mar 2026');
  expect(updated?.getAttribute('title')).toBe('2 Mar 2026, 1:00 am');

  stubFetch().mockImplementation(() => new Promise<Response>(() => {}));
  expect((await hydrateServed(html, '/projects')).hydrated).toBe(true);
  expect(screen.getByRole('link', { name: 'Harbour Cafe' })).toBeVisible();
});

it("given a project's page, should write when it was created and changed in Melbourne's zone, and hydrate it", async () => {
  const {
    status,
    document: html,
    page,
  } = await renderServed('/projects/7', api, 'account/projects/detail.tsx');
  expect(status).toBe(200);
  expect(page.querySelector('time[datetime="2026-02-28T23:30:00.000Z"]')?.textContent).toBe(
    '1 Mar 2026, 10:30 am',
  );
  expect(page.querySelector('time[datetime="2026-03-01T14:00:00.000Z"]')?.textContent).toBe(
    '2 Mar 2026, 1:00 am',
  );

  stubFetch().mockImplementation(() => new Promise<Response>(() => {}));
  expect((await hydrateServed(html, '/projects/7')).hydrated).toBe(true);
  expect(screen.getByRole('heading', { level: 1, name: 'Harbour Cafe' })).toBeVisible();
});
