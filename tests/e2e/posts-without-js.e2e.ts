// Writing the blog before and without the page's code (docs/decisions/040-forms-post-to-the-server.md,
// docs/decisions/021-blog-authoring.md): /blog/create, /blog/edit/{id} and /blog/delete/{id} are
// rendered per request with the visitor's post, and the post form and 'Delete Post' post to their
// page, answered by the server as the page's code would answer them: the contract's messages
// beside the fields with what was typed, or on to where the code goes. Without script the
// content is its HTML in a text area (the editor needs script), which the server sanitises.
import { blogMessages } from '@brightlane/contract';
import {
  api,
  existingAccount,
  labelled,
  openSignedInBeforeHydration,
  signInContext,
  staffAccount,
} from './accounts.ts';
import { openPage, submitNatively as submit } from './browser.ts';

interface SavedPost {
  id: string;
  title: string;
  slug: string;
  content: string;
  status: string;
}

/** `path` without JavaScript, signed in as `account`; `allowStatus` as openPage's. */
async function withoutJs(token: string, path: string, width = 1280, allowStatus = [400]) {
  const page = await openPage('/about', { javaScriptEnabled: false, width, allowStatus });
  await signInContext(page, token);
  await page.goto(path);
  return page;
}

/** A post of the account, made through the API. */
async function postOf(token: string, title: string, status = 'draft'): Promise<SavedPost> {
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
  const response = await api('/api/blog/posts', token, 'POST', {
    title,
    slug,
    content: '<p>Made for the test.</p>',
    status,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { post: SavedPost }).post;
}

/** The post as its author's editor reads it. */
const saved = async (token: string, id: string) =>
  (await (await api(`/api/blog/posts/${id}`, token)).json()) as SavedPost;

const pathOf = (url: string) => new URL(url).pathname;

describe('without JavaScript: writing the blog', () => {
  it('given a signed-out visitor, should send them to sign in and back to the page', async () => {
    for (const path of ['/blog/create', '/blog/edit/1', '/blog/delete/1']) {
      const page = await openPage(path, { javaScriptEnabled: false });
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`).toBe(`/login?${new URLSearchParams({ next: path })}`);
      await page.context().close();
    }
  });

  it('given a new post with mistakes, should keep what was typed beside the messages, then create it and open its editor', async () => {
    const account = await existingAccount('Robin Writes');
    const page = await withoutJs(account.token, '/blog/create', 375);
    const form = page.getByRole('form', { name: 'Blog post' });
    const content = form.getByRole('textbox', { name: labelled('Content') });
    await form.getByLabel(labelled('Excerpt')).fill('Fresh from the wharf');
    const invalid = await submit(page, 'Create Post');
    expect(invalid.request().method()).toBe('POST');
    expect(invalid.status()).toBe(400);
    await form.getByText(blogMessages.titleRequired).waitFor();
    await form.getByText(blogMessages.contentRequired).waitFor();
    expect(await form.getByLabel(labelled('Excerpt')).inputValue()).toBe('Fresh from the wharf');

    const title = `Harbour notes ${Date.now().toString(36)}`;
    await form.getByLabel(labelled('Title')).fill(title);
    // The HTML itself, where the editor cannot run; the server keeps only what is allowed.
    await content.fill('<p>Fresh <strong>fish</strong> today.</p><script>alert(1)</script>');
    const created = await submit(page, 'Create Post');
    expect(created.status()).toBe(303);
    expect(pathOf(page.url())).toMatch(/^\/blog\/edit\/[^/]+$/);
    await page.getByRole('heading', { name: 'Edit Post', level: 1 }).waitFor();
    // What the code's toast says, said by the page the server went on to (app/notice.ts).
    await page.getByRole('status').getByText(blogMessages.created).waitFor();
    const id = pathOf(page.url()).split('/').at(-1)!;
    const post = await saved(account.token, id);
    // No slug typed: the title's, as the code proposes it.
    expect(post).toMatchObject({
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      status: 'draft',
      content: '<p>Fresh <strong>fish</strong> today.</p>',
    });
    expect(await form.getByRole('textbox', { name: labelled('Content') }).inputValue()).toBe(
      post.content,
    );
  });

  it('given an edit, should start from the post, refuse a blank title keeping the rest, then save it', async () => {
    const account = await existingAccount('Robin Edits');
    const post = await postOf(account.token, 'Old title');
    const page = await withoutJs(account.token, `/blog/edit/${post.id}`);
    const form = page.getByRole('form', { name: 'Blog post' });
    expect(await form.getByLabel(labelled('Title')).inputValue()).toBe('Old title');
    const content = form.getByRole('textbox', { name: labelled('Content') });
    expect(await content.inputValue()).toBe('<p>Made for the test.</p>');

    await form.getByLabel(labelled('Title')).fill('');
    await content.fill('<p>Rewritten.</p>');
    expect((await submit(page, 'Save Post')).status()).toBe(400);
    await form.getByText(blogMessages.titleRequired).waitFor();
    expect(await content.inputValue()).toBe('<p>Rewritten.</p>');

    await form.getByLabel(labelled('Title')).fill('New title');
    await form.getByLabel(labelled('Status')).selectOption('submitted');
    expect((await submit(page, 'Save Post')).status()).toBe(303);
    expect(pathOf(page.url())).toBe(`/blog/edit/${post.id}`);
    await page.getByText('In review: staff publish it to the blog.').waitFor();
    await page.getByRole('status').getByText(blogMessages.submitted).waitFor();
    expect(await saved(account.token, post.id)).toMatchObject({
      title: 'New title',
      content: '<p>Rewritten.</p>',
      status: 'submitted',
    });
  });

  it('given someone else’s draft, should be not found; their published post, should say only its author may change it', async () => {
    const staff = await staffAccount('Pat Publisher');
    const draft = await postOf(staff.token, 'Staff draft');
    const published = await postOf(staff.token, 'Staff news', 'published');
    const other = await existingAccount('Robin Reader');
    const page = await withoutJs(other.token, `/blog/edit/${draft.id}`, 1280, [404]);
    expect(await page.getByText('Staff draft').count()).toBe(0);
    const response = await page.goto(`/blog/delete/${draft.id}`);
    expect(response?.status()).toBe(404);

    await page.goto(`/blog/edit/${published.id}`);
    await page.getByRole('heading', { name: 'You can’t change this post', level: 1 }).waitFor();
    await page.getByText(blogMessages.forbidden).waitFor();
    expect(await page.getByRole('form', { name: 'Blog post' }).count()).toBe(0);
  });

  it("given 'Delete Post', should delete the post and go to the dashboard, as the code does", async () => {
    const account = await existingAccount('Robin Deletes');
    const post = await postOf(account.token, 'Short lived');
    const page = await withoutJs(account.token, `/blog/delete/${post.id}`, 375);
    const question = page.getByRole('form', { name: 'Delete this post?' });
    await question.getByText('“Short lived” will be removed').waitFor();
    expect(await question.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      `/blog/edit/${post.id}`,
    );
    const deleted = await submit(page, 'Delete Post');
    expect(deleted.status()).toBe(303);
    expect(pathOf(page.url())).toBe('/dashboard');
    // The dashboard says so, as the code's toast does, and no longer lists the post.
    await page.getByRole('status').getByText(blogMessages.deleted).waitFor();
    expect(await page.getByRole('link', { name: /Short lived/ }).count()).toBe(0);
    expect((await api(`/api/blog/posts/${post.id}`, account.token)).status).toBe(404);
  });
});

describe('before hydration on a slow phone: writing the blog', () => {
  it("given an edit typed and sent before the page's code runs, should post it with the post's content, and the server save it", async () => {
    const account = await existingAccount('Robin Early');
    const post = await postOf(account.token, 'Early title');
    // The page's entry script is held until the form is sent.
    const { page, release } = await openSignedInBeforeHydration(
      `/blog/edit/${post.id}`,
      account.token,
    );
    const form = page.getByRole('form', { name: 'Blog post' });
    await form.getByLabel(labelled('Title')).fill('Typed before the code');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save Post' }).click();
    release();
    expect((await answer).status()).toBe(303);
    await page.getByRole('heading', { name: 'Edit Post', level: 1 }).waitFor();
    // The content the editor had not yet taken over went with the form, untouched.
    expect(await saved(account.token, post.id)).toMatchObject({
      title: 'Typed before the code',
      content: '<p>Made for the test.</p>',
    });
  });
});
