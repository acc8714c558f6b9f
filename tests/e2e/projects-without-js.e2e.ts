// A member's projects before and without the page's code (docs/decisions/040-forms-post-to-the-server.md):
// /projects, /projects/new, /projects/{id} and /projects/{id}/edit are rendered per request with
// the visitor's projects, and the project form and 'Delete' post to their page, answered by the
// server as the page's code would answer them: the contract's messages beside the fields with
// what was typed, or on to where the code goes.
import { projectMessages } from '@brightlane/contract';
import {
  api,
  existingAccount,
  labelled,
  openSignedInBeforeHydration,
  signInContext,
} from './accounts.ts';
import { openPage, submitNatively as submit } from './browser.ts';

interface SavedProject {
  id: string;
  name: string;
}

/** `path` without JavaScript, signed in as a new account; `allowStatus` as openPage's. */
async function withoutJs(path: string, width = 1280, allowStatus = [400]) {
  const account = await existingAccount('Robin Without Script');
  const page = await openPage('/about', { javaScriptEnabled: false, width, allowStatus });
  await signInContext(page, account.token);
  await page.goto(path);
  return { page, account };
}

/** A project of the account, made through the API. */
async function projectOf(token: string, name: string): Promise<SavedProject> {
  const response = await api('/api/user/projects', token, 'POST', {
    name,
    description: 'Made for the test',
    status: 'active',
    views: 10,
    pages: 2,
    revenue: 0,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { project: SavedProject }).project;
}

const pathOf = (url: string) => new URL(url).pathname;

describe('without JavaScript: my projects', () => {
  it("given more projects than a page, should filter and order them with 'Show' and page with links", async () => {
    const { page, account } = await withoutJs('/projects');
    for (let n = 1; n <= 20; n++)
      await projectOf(account.token, `Active ${String(n).padStart(2, '0')}`);
    const draft = await api('/api/user/projects', account.token, 'POST', {
      name: 'The draft',
      description: 'Not live yet',
      status: 'draft',
      views: 0,
      pages: 1,
      revenue: 0,
    });
    expect(draft.status).toBe(201);
    await page.reload();
    const table = page.getByRole('table');
    expect(await table.getByRole('rowheader').count()).toBe(20);
    const paging = page.getByRole('navigation', { name: 'Pages of projects' });
    await paging.getByText('Page 1 of 2').waitFor();
    await paging.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await paging.getByText('Page 2 of 2').waitFor();
    expect(await table.getByRole('rowheader').count()).toBe(1);

    // The status and the order: a query, in the address, from its first page.
    const filter = page.getByRole('search', { name: 'Filter projects' });
    await filter.getByRole('combobox', { name: 'Status' }).selectOption('draft');
    await filter.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await filter.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'draft');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['The draft']);
    expect(await filter.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('draft');
  });

  it('given a signed-out visitor, should send them to sign in and back to the page', async () => {
    for (const path of ['/projects', '/projects/new', '/projects/1', '/projects/1/edit']) {
      const page = await openPage(path, { javaScriptEnabled: false });
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(`/login?${new URLSearchParams({ next: path })}`);
      await page.context().close();
    }
  });

  it('given a new project with mistakes, should keep what was typed beside the messages, then create it and show its page', async () => {
    const { page } = await withoutJs('/projects/new', 375);
    const form = page.getByRole('form', { name: 'New Project' });
    await form.getByLabel(labelled('Description')).fill('A site for the harbour');
    await form.getByLabel(labelled('Views')).fill('lots');
    const invalid = await submit(page, 'Create Project');
    expect(invalid.request().method()).toBe('POST');
    expect(invalid.status()).toBe(400);
    await form.getByText(projectMessages.nameRequired).waitFor();
    await form.getByText(projectMessages.countInvalid).waitFor();
    expect(await form.getByLabel(labelled('Description')).inputValue()).toBe(
      'A site for the harbour',
    );
    expect(await form.getByLabel(labelled('Views')).inputValue()).toBe('lots');

    await form.getByLabel(labelled('Project name')).fill('Harbour Site');
    await form.getByLabel(labelled('Views')).fill('1,200');
    await form.getByLabel(labelled('Status')).selectOption('draft');
    const created = await submit(page, 'Create Project');
    expect(created.status()).toBe(303);
    expect(pathOf(page.url())).toMatch(/^\/projects\/[^/]+$/);
    await page.getByRole('heading', { name: 'Harbour Site', level: 1 }).waitFor();
    // What the code's toast says, said by the page the server went on to (app/notice.ts).
    await page.getByRole('status').getByText(projectMessages.created).waitFor();
    const details = page.getByLabel('Project details');
    await details.getByText('1,200').waitFor();
    await details.getByText('A site for the harbour').waitFor();
  });

  it('given a project, should list it and show it; someone else’s is not found', async () => {
    const { page, account } = await withoutJs('/projects', 1280, [404]);
    const project = await projectOf(account.token, 'Lighthouse Shop');
    await page.reload();
    await page.getByRole('heading', { name: 'My Projects', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Lighthouse Shop' }).click();
    await page.waitForURL(`**/projects/${project.id}`);
    await page.getByRole('heading', { name: 'Lighthouse Shop', level: 1 }).waitFor();

    const other = await existingAccount('Someone Else');
    const theirs = await projectOf(other.token, 'Not Yours');
    const response = await page.goto(`/projects/${theirs.id}`);
    expect(response?.status()).toBe(404);
    expect(await page.getByText('Not Yours').count()).toBe(0);
  });

  it('given an edit, should start from the project, refuse a blank name keeping the rest, then save it', async () => {
    const { page, account } = await withoutJs('/about');
    const project = await projectOf(account.token, 'Old Name');
    await page.goto(`/projects/${project.id}/edit`);
    const form = page.getByRole('form', { name: 'Edit Old Name' });
    expect(await form.getByLabel(labelled('Project name')).inputValue()).toBe('Old Name');
    expect(await form.getByLabel(labelled('Views')).inputValue()).toBe('10');

    await form.getByLabel(labelled('Project name')).fill('');
    await form.getByLabel(labelled('Pages')).fill('7');
    expect((await submit(page, 'Save Changes')).status()).toBe(400);
    await form.getByText(projectMessages.nameRequired).waitFor();
    expect(await form.getByLabel(labelled('Pages')).inputValue()).toBe('7');

    await form.getByLabel(labelled('Project name')).fill('New Name');
    expect((await submit(page, 'Save Changes')).status()).toBe(303);
    expect(pathOf(page.url())).toBe(`/projects/${project.id}`);
    await page.getByRole('heading', { name: 'New Name', level: 1 }).waitFor();
    const saved = (await (await api(`/api/user/projects/${project.id}`, account.token)).json()) as {
      name: string;
      pages: number;
    };
    expect(saved).toMatchObject({ name: 'New Name', pages: 7 });
  });

  it("given 'Delete', should ask first, keep the project on 'Cancel', and delete it when confirmed", async () => {
    const { page, account } = await withoutJs('/about', 375);
    const project = await projectOf(account.token, 'Short Lived');
    await page.goto(`/projects/${project.id}`);

    const asked = await submit(page, 'Delete');
    expect(asked.status()).toBe(200);
    const question = page.getByRole('form', { name: 'Delete this project?' });
    await question.getByText('“Short Lived” and its figures').waitFor();
    await question.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`**/projects/${project.id}`);
    expect(await page.getByRole('form', { name: 'Delete this project?' }).count()).toBe(0);
    expect((await api(`/api/user/projects/${project.id}`, account.token)).status).toBe(200);

    await submit(page, 'Delete');
    const deleted = await submit(page, 'Delete project');
    expect(deleted.status()).toBe(303);
    expect(pathOf(page.url())).toBe('/projects');
    await page.getByRole('heading', { name: 'No projects yet' }).waitFor();
    await page.getByRole('status').getByText(projectMessages.deleted).waitFor();
    expect((await api(`/api/user/projects/${project.id}`, account.token)).status).toBe(404);
  });
});

describe('before hydration on a slow phone: my projects', () => {
  it("given a new project typed and sent before the page's code runs, should post it, and the server create it", async () => {
    const account = await existingAccount('Robin Early');
    // The page's entry script is held until the form is sent.
    const { page, release } = await openSignedInBeforeHydration('/projects/new', account.token);
    const form = page.getByRole('form', { name: 'New Project' });
    await form.getByLabel(labelled('Project name')).fill('Early Bird');
    await form.getByLabel(labelled('Description')).fill('Typed before the code');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Create Project' }).click();
    release();
    expect((await answer).status()).toBe(303);
    await page.getByRole('heading', { name: 'Early Bird', level: 1 }).waitFor();
    await page.getByText('Typed before the code').waitFor();
    const list = (await (await api('/api/user/projects', account.token)).json()) as {
      projects: { name: string }[];
    };
    expect(list.projects.map((project) => project.name)).toEqual(['Early Bird']);
  });
});
