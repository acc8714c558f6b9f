// Writing the blog in Chromium on the real built server (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): an
// author writes a draft in the rich-text editor (kept in the browser across a reload), saves
// it (not on /blog), submits it for review (a member cannot publish), staff publish it (at
// /blog/{slug} with its date and its author, in sitemap.xml), another account can neither
// change it through the API (403) nor sees controls for it, and the author deletes it after the
// confirmation — at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { existingAccount, labelled, signInContext, staffAccount } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

type Account = Awaited<ReturnType<typeof existingAccount>>;

/** A page of `width` px signed in as `account`, at `path`. */
async function signedInPage(account: Account, path: string, width: number, allowStatus?: number[]) {
  const page = await openPage('/about', { width, allowStatus });
  await signInContext(page, account.token);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

const heading1 = (page: Page) => page.locator('main h1').first().textContent();

/**
 * Polls `value` until the matcher holds, for as long as a lazily loaded route takes to arrive
 * on two busy cores (expect.poll's own second is often not enough there).
 */
const settled = <T>(value: () => T | Promise<T>) => expect.poll(value, { timeout: 20_000 });

const toastWith = (page: Page, text: string) =>
  settled(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

/** The editable area of the rich-text editor labelled 'Content'. */
const contentEditor = (page: Page) => page.getByRole('textbox', { name: labelled('Content') });

/** An API request as `account`, the way another browser (or a script) would send it. */
function asAccount(account: Account, path: string, method: string, body?: unknown) {
  return fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${account.token}`,
      Origin: baseURL(),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

for (const width of [1280, 375]) {
  describe(`writing the blog at ${width} px`, () => {
    it('should write a draft, keep it over a reload, submit it, have staff publish it, refuse others and delete it', async () => {
      const author = await existingAccount('Ada Writer');
      const title = `Launch notes ${width} ${Date.now().toString(36)}`;
      const slug = title.toLowerCase().replace(/\s+/g, '-');
      // The draft's own page (404 while a draft, and after the delete) is expected here.
      const page = await signedInPage(author, '/dashboard', width, [404]);
      await page.getByRole('heading', { name: 'No posts yet' }).waitFor();
      await page.getByRole('link', { name: 'Write a Post' }).first().click();
      await settled(() => heading1(page)).toBe('Write a Post');

      // Required fields say so.
      await page.getByRole('button', { name: 'Create Post' }).click();
      await page.getByText('Title is required').first().waitFor();
      await page.getByText('Content is required').first().waitFor();

      // The slug follows the title; the content is written in the editor, with formatting.
      await page.getByRole('textbox', { name: labelled('Title') }).fill(title);
      expect(await page.getByRole('textbox', { name: labelled('Slug') }).inputValue()).toBe(slug);
      const editor = contentEditor(page);
      await editor.click();
      await page.keyboard.type('We opened the doors on Monday. ');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type('Thank you');
      await page.getByRole('button', { name: 'Bold' }).click();
      await page.keyboard.type(' to everyone who came.');
      await settled(() => editor.locator('strong').textContent()).toBe('Thank you');

      // A reload (or a closed tab) loses nothing: the browser kept the draft. The note shows
      // from the first save on, so wait for the save that holds the last words as well.
      await page.getByText(/^Kept in this browser at /).waitFor();
      await page.waitForFunction(() =>
        Object.values(localStorage).some((value) => value.includes('to everyone who came.')),
      );
      await page.reload();
      await waitForApp(page);
      await page.getByText('Unsaved changes restored').waitFor();
      expect(await page.getByRole('textbox', { name: labelled('Title') }).inputValue()).toBe(title);
      await settled(() => contentEditor(page).textContent()).toBe(
        'We opened the doors on Monday. Thank you to everyone who came.',
      );

      // Saved as a draft: its editor, and nowhere on the blog.
      await page.getByRole('button', { name: 'Create Post' }).click();
      await settled(() => heading1(page)).toBe('Edit Post');
      await toastWith(page, 'Post created');
      const editPath = new URL(page.url()).pathname;
      expect(editPath).toMatch(/^\/blog\/edit\/[\w-]+$/);
      const id = editPath.split('/').pop()!;
      await page.goto('/blog');
      await waitForApp(page);
      expect(await page.getByRole('link', { name: title }).count()).toBe(0);
      await page.goto(`/blog/${slug}`);
      await waitForApp(page);
      await settled(() => heading1(page)).toBe('404 - Page Not Found');

      // A member cannot publish: they submit the post for review, and it stays off the blog.
      await page.goto(editPath);
      await waitForApp(page);
      const status = page.getByRole('combobox', { name: labelled('Status') });
      // The editor's form arrives with the post: wait for its choices.
      await settled(() => status.locator('option').allTextContents()).toEqual([
        'Draft',
        'Submit for review',
      ]);
      await status.selectOption('submitted');
      await page.getByRole('button', { name: 'Save Post' }).click();
      await toastWith(page, 'Post submitted for review');
      await page.getByText('In review: staff publish it to the blog.').waitFor();
      const published = { title, slug, content: '<p>Out now</p>', status: 'published' };
      expect((await asAccount(author, `/api/blog/posts/${id}`, 'PUT', published)).status).toBe(403);
      expect((await fetch(`${baseURL()}/blog/${slug}`)).status).toBe(404);

      // Staff find it among the posts waiting for review and publish it; the author stays.
      const staff = await staffAccount('Pat Editor');
      const reviewer = await signedInPage(staff, '/dashboard', width);
      await reviewer
        .getByRole('list', { name: 'Your posts and the posts waiting for review' })
        .getByRole('link', { name: `Edit ${title}` })
        .click();
      await settled(() => heading1(reviewer)).toBe('Edit Post');
      await reviewer.getByRole('combobox', { name: labelled('Status') }).selectOption('published');
      await reviewer.getByRole('button', { name: 'Save Post' }).click();
      await toastWith(reviewer, 'Post saved');
      await reviewer.getByRole('link', { name: 'View post' }).click();
      await settled(() => heading1(reviewer)).toBe(title);
      const blocks = await reviewer.locator('script[type="application/ld+json"]').allTextContents();
      const article = blocks
        .map((text) => JSON.parse(text) as { '@type'?: string; author?: unknown })
        .find((data) => data['@type'] === 'Article');
      expect(article?.author).toEqual({ '@type': 'Person', name: 'Ada Writer' });
      await reviewer.close();

      // Published: at /blog/{slug} with its date, with the author's controls, in the sitemap.
      await page.goto(`/blog/${slug}`);
      await waitForApp(page);
      await settled(() => heading1(page)).toBe(title);
      // Published just now: today's date in Melbourne, where the blog dates its posts.
      const today = new Intl.DateTimeFormat('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Australia/Melbourne',
      }).format(new Date());
      await settled(() => page.locator('article time').first().textContent()).toBe(today);
      expect(await page.locator('article strong').textContent()).toBe('Thank you');
      await page.getByRole('group', { name: 'Post actions' }).waitFor();
      const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/blog/${slug}</loc>`);
      await page.goto('/blog');
      await waitForApp(page);
      await page.getByRole('link', { name: title }).first().waitFor();

      // Someone else: 403 from the API, no controls, and words instead of the form.
      const other = await existingAccount('Olly Reader');
      const change = { title: 'Taken over', slug, content: '<p>Mine now</p>', status: 'published' };
      expect((await asAccount(other, `/api/blog/posts/${id}`, 'PUT', change)).status).toBe(403);
      expect((await asAccount(other, `/api/blog/posts/${id}`, 'DELETE')).status).toBe(403);
      const reader = await signedInPage(other, '/about', width, [403]);
      const checked = reader.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/blog/posts/${id}`,
      );
      await reader.goto(`/blog/${slug}`);
      await waitForApp(reader);
      expect((await checked).status()).toBe(403);
      await settled(() => heading1(reader)).toBe(title);
      expect(await reader.getByRole('group', { name: 'Post actions' }).count()).toBe(0);
      expect(await reader.getByRole('link', { name: 'Edit post' }).count()).toBe(0);
      await reader.goto(editPath);
      await waitForApp(reader);
      await settled(() => heading1(reader)).toBe('You can’t change this post');

      // The author deletes it, after the confirmation.
      await page.goto(`/blog/${slug}`);
      await waitForApp(page);
      await page.getByRole('link', { name: 'Delete post' }).click();
      await settled(() => heading1(page)).toBe('Delete this post?');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await settled(() => heading1(page)).toBe('Edit Post');
      await page.getByRole('link', { name: 'Delete post' }).click();
      await page.getByRole('button', { name: 'Delete Post' }).click();
      await settled(() => new URL(page.url()).pathname).toBe('/dashboard');
      await toastWith(page, 'Post deleted');
      await page.getByRole('heading', { name: 'No posts yet' }).waitFor();
      expect((await fetch(`${baseURL()}/blog/${slug}`)).status).toBe(404);

      // Nothing wider than the screen on the way.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Three accounts (one confirmed and made staff) and some twenty-five page loads on two
      // busy cores.
    }, 300_000);
  });
}
