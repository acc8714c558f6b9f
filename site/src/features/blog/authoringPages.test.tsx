// Blog authoring (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog") through the real route table, with `fetch`
// answering as the authoring API does: /blog/create, /blog/edit/{id}, /blog/delete/{id}, the
// author's controls on /blog/{slug} and the dashboard's 'Your Posts'.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishedPost } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { apiAnswer } from '../leads/testing.ts';
import { draftKey, writeDraft } from './localDraft.ts';
import { blogApi, blogCalls, testPost } from './testing.ts';

const open = renderSite;
const jane = testUser();

const where = (router: Awaited<ReturnType<typeof open>>) => router.state.location.pathname;

/** axe on the whole page; the layout's deferred parts may mount meanwhile, inside act. */
async function audit() {
  let violations: string[] = [];
  await act(async () => {
    violations = await axeViolations(document.body);
  });
  return violations;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}\\*?$`) });

const written = {
  title: 'Spring opening hours',
  slug: 'spring-opening-hours',
  excerpt: '',
  content: '<p>Open <strong>every</strong> day from September.</p>',
  status: 'draft' as const,
};

// The pages are lazy routes: load (transform) their modules once up front, so the first test's
// `findBy…` does not spend its wait on that when the whole suite shares two cores.
beforeAll(async () => {
  await Promise.all([
    import('../../routes/blog/create.tsx'),
    import('../../routes/blog/edit.tsx'),
    import('../../routes/blog/delete.tsx'),
    import('../../routes/account/dashboard.tsx'),
    import('../../routes/blog/post.tsx'),
    // The post page's controls load the authoring client on demand.
    import('./authoringApi.ts'),
    import('../../app/validation.ts'),
  ]);
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.reset();
  localStorage.clear();
});

describe('Write a Post (/blog/create)', () => {
  it('given nothing typed, should name every required field and send nothing', async () => {
    const fetchMock = blogApi();
    await open('/blog/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Write a Post' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.getByText('Slug is required')).toBeVisible();
    expect(screen.getByText('Content is required')).toBeVisible();
    expect(blogCalls(fetchMock)).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('given a title, should propose its slug until the slug is typed in', async () => {
    blogApi();
    await open('/blog/create');
    await screen.findByRole('heading', { level: 1, name: 'Write a Post' });
    await userEvent.type(field('Title'), 'Hello, Café World!');
    expect(field('Slug')).toHaveValue('hello-cafe-world');
    expect(screen.getByText('The post’s address: /blog/hello-cafe-world')).toBeVisible();
    await userEvent.clear(field('Slug'));
    await userEvent.type(field('Slug'), 'hello');
    await userEvent.type(field('Title'), ' Again');
    expect(field('Slug')).toHaveValue('hello');
  });

  it('given what the browser kept, should restore it, create the post and go to its editor', async () => {
    writeDraft(draftKey(jane.id, undefined), written, new Date('2026-04-01T10:00:00.000Z'));
    const posts = [testPost({ slug: 'taken' })];
    const fetchMock = blogApi(posts);
    const router = await open('/blog/create');
    expect(await screen.findByText('Unsaved changes restored')).toBeVisible();
    expect(field('Title')).toHaveValue(written.title);
    expect(field('Content')).toHaveTextContent('Open every day from September.');

    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(where(router)).toMatch(/^\/blog\/edit\/[\w-]+$/));
    const [created] = blogCalls(fetchMock).filter((call) => call.method === 'POST');
    expect(created?.body).toEqual({
      title: written.title,
      slug: written.slug,
      content: written.content,
      status: 'draft',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    expect(await screen.findByText('Post created')).toBeVisible();
    expect(screen.getByText('Draft: only you can see it.')).toBeVisible();
    // The server has it: nothing is kept in the browser any more.
    expect(localStorage.getItem(draftKey(jane.id, undefined))).toBeNull();
  });

  it('given a taken slug, should say so on the slug and keep every value', async () => {
    writeDraft(draftKey(jane.id, undefined), { ...written, slug: 'taken' });
    blogApi([testPost({ slug: 'taken', authorId: 'someone-else', status: 'published' })]);
    const router = await open('/blog/create');
    await screen.findByText('Unsaved changes restored');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findAllByText('This slug is already taken')).not.toHaveLength(0);
    expect(field('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Title')).toHaveValue(written.title);
    expect(where(router)).toBe('/blog/create');
    expect(localStorage.getItem(draftKey(jane.id, undefined))).toContain('taken');
  });

  it('given typing, should keep it in this browser and discard it on request', async () => {
    blogApi();
    await open('/blog/create');
    await screen.findByRole('heading', { level: 1, name: 'Write a Post' });
    await userEvent.type(field('Title'), 'Kept');
    expect(await screen.findByText(/^Kept in this browser at /)).toBeVisible();
    const kept = JSON.parse(localStorage.getItem(draftKey(jane.id, undefined)) ?? '{}');
    expect(kept.values).toMatchObject({ title: 'Kept', slug: 'kept' });

    // Back later (a new tab): restored, and 'Discard changes' empties the form and the store.
    sessionStore.reset();
    document.body.innerHTML = '';
    await open('/blog/create');
    expect(await screen.findByText('Unsaved changes restored')).toBeVisible();
    expect(field('Title')).toHaveValue('Kept');
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(field('Title')).toHaveValue('');
    expect(screen.queryByText('Unsaved changes restored')).toBeNull();
    expect(localStorage.getItem(draftKey(jane.id, undefined))).toBeNull();
  });

  it('given a failed save, should say so and keep the text', async () => {
    writeDraft(draftKey(jane.id, undefined), written);
    blogApi([], {
      extra: (url, init) =>
        url.pathname === '/api/blog/posts' && init?.method === 'POST'
          ? apiAnswer(503, { message: 'Service unavailable' })
          : undefined,
    });
    await open('/blog/create');
    await screen.findByText('Unsaved changes restored');
    await userEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(
      await screen.findByText(
        'Could not save the post. Your text is kept in this browser; please try again.',
      ),
    ).toBeVisible();
    expect(field('Title')).toHaveValue(written.title);
    expect(localStorage.getItem(draftKey(jane.id, undefined))).not.toBeNull();
  });
});

describe('Edit Post (/blog/edit/{id})', () => {
  it('given the author’s post, should show its values and submit them for review with a PUT', async () => {
    const post = testPost({
      id: '41',
      title: 'Old title',
      slug: 'old-title',
      content: '<p>Body</p>',
    });
    const fetchMock = blogApi([post]);
    await open('/blog/edit/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    expect(field('Title')).toHaveValue('Old title');
    // An existing post keeps its slug when the title changes.
    await userEvent.clear(field('Title'));
    await userEvent.type(field('Title'), 'New title');
    expect(field('Slug')).toHaveValue('old-title');
    // A member's publish control: staff publish what is submitted.
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Submit for review']);
    await userEvent.selectOptions(status, 'Submit for review');
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText('Post submitted for review')).toBeVisible();
    const [saved] = blogCalls(fetchMock).filter((call) => call.method === 'PUT');
    expect(saved?.url.pathname).toBe('/api/blog/posts/41');
    expect(saved?.body).toEqual({
      title: 'New title',
      slug: 'old-title',
      content: '<p>Body</p>',
      status: 'submitted',
    });
    expect(screen.getByText('In review: staff publish it to the blog.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'View post' })).toBeNull();
    expect(localStorage.getItem(draftKey(jane.id, '41'))).toBeNull();
    expect(await audit()).toEqual([]);
  });

  it('given staff and a submitted post, should publish it with Published', async () => {
    const staff = testUser({ id: '9f0c1d2e-0000-4000-8000-00000000aaaa', role: 'staff' });
    const post = testPost({
      id: '44',
      title: 'Old title',
      slug: 'old-title',
      content: '<p>Body</p>',
      status: 'submitted',
    });
    const fetchMock = blogApi([post], { user: staff });
    await open('/blog/edit/44');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Post' })).toBeVisible();
    const status = screen.getByRole('combobox', { name: /^Status/ });
    expect(within(status).getByRole('option', { name: 'Published' })).toBeEnabled();
    await userEvent.selectOptions(status, 'Published');
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));
    expect(await screen.findByText('Post saved')).toBeVisible();
    const [saved] = blogCalls(fetchMock).filter((call) => call.method === 'PUT');
    expect(saved?.body).toMatchObject({ status: 'published' });
    expect(screen.getByRole('link', { name: 'View post' })).toHaveAttribute(
      'href',
      '/blog/old-title',
    );
    expect(screen.getByText(/^Published /)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Delete post' })).toHaveAttribute(
      'href',
      '/blog/delete/44',
    );
  });

  it('given a member’s published post, should show it published but ask for review to save it', async () => {
    const fetchMock = blogApi([
      testPost({ id: '45', status: 'published', publishedAt: '2026-03-05T00:00:00.000Z' }),
    ]);
    await open('/blog/edit/45');
    const status = await screen.findByRole('combobox', { name: /^Status/ });
    expect(within(status).getByRole('option', { name: 'Published' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save Post' }));
    // The API's answer on the field: only staff publish.
    expect(
      await screen.findAllByText('Only staff can publish a post. Submit it for review instead.'),
    ).not.toHaveLength(0);
    expect(blogCalls(fetchMock).filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('given someone else’s published post, should say only its author may change it', async () => {
    blogApi([testPost({ id: '42', authorId: 'someone-else', status: 'published' })]);
    await open('/blog/edit/42');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You can’t change this post' }),
    ).toBeVisible();
    expect(screen.getByText('Only the author can change this post')).toBeVisible();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('given an unknown id or someone else’s draft, should be the not-found page', async () => {
    blogApi([testPost({ id: '43', authorId: 'someone-else', status: 'draft' })]);
    await open('/blog/edit/43');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
  });
});

describe('Delete Post (/blog/delete/{id})', () => {
  it('given the author’s post, should confirm, delete it and land on the dashboard', async () => {
    const posts = [testPost({ id: '51', title: 'Going away' })];
    writeDraft(draftKey(jane.id, '51'), { ...written, title: 'Going away, edited' });
    const fetchMock = blogApi(posts);
    const router = await open('/blog/delete/51');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delete this post?' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        '“Going away” will be removed from the blog and from your posts. This can’t be undone.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/blog/edit/51');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Post' }));
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(blogCalls(fetchMock).filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Post deleted')).toBeVisible();
    expect(posts).toEqual([]);
    expect(localStorage.getItem(draftKey(jane.id, '51'))).toBeNull();
  });

  it('given a failed delete, should say so and stay', async () => {
    blogApi([testPost({ id: '52' })], {
      extra: (url, init) =>
        init?.method === 'DELETE' ? apiAnswer(500, { message: 'Internal error' }) : undefined,
    });
    const router = await open('/blog/delete/52');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Could not delete the post. Please try again.')).toBeVisible();
    expect(where(router)).toBe('/blog/delete/52');
    expect(screen.getByRole('button', { name: 'Delete Post' })).toBeEnabled();
  });
});

describe('the author’s controls on /blog/{slug}', () => {
  // The public answer names no author id: only the editor's GET tells who may change it.
  const published: PublishedPost = {
    id: '61',
    slug: 'open-day',
    title: 'Open day',
    excerpt: 'Come along.',
    authorName: 'Jane Doe',
    authorKind: 'person',
    publishedAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-01T00:00:00.000Z',
    contentHtml: '<p>Come along.</p>',
  };

  function postPageApi(authorId: string, user = testUser() as ReturnType<typeof testUser> | null) {
    const posts = [testPost({ id: '61', slug: 'open-day', status: 'published', authorId })];
    const fetchMock = blogApi(posts, {
      user,
      extra: (url) =>
        url.pathname === '/api/blog/posts/by-slug/open-day' ? apiAnswer(200, published) : undefined,
    });
    // What the app's start does on every page (app/startClient.tsx).
    void sessionStore.check();
    return fetchMock;
  }

  it('given its author, should offer Edit and Delete', async () => {
    postPageApi(jane.id);
    await open('/blog/open-day');
    const group = await screen.findByRole('group', { name: 'Post actions' });
    expect(within(group).getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      '/blog/edit/61',
    );
    expect(within(group).getByRole('link', { name: 'Delete post' })).toHaveAttribute(
      'href',
      '/blog/delete/61',
    );
  });

  it('given another reader, should show no controls (the API said 403)', async () => {
    const fetchMock = postPageApi('someone-else');
    await open('/blog/open-day');
    await screen.findByRole('heading', { level: 1, name: 'Open day' });
    await waitFor(() =>
      expect(blogCalls(fetchMock).some((call) => call.url.pathname === '/api/blog/posts/61')).toBe(
        true,
      ),
    );
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Post actions' })).toBeNull();
  });

  it('given a signed-out reader, should ask nothing and show no controls', async () => {
    const fetchMock = postPageApi(jane.id, null);
    await open('/blog/open-day');
    await screen.findByRole('heading', { level: 1, name: 'Open day' });
    await act(async () => {});
    expect(screen.queryByRole('group', { name: 'Post actions' })).toBeNull();
    expect(blogCalls(fetchMock).some((call) => call.url.pathname === '/api/blog/posts/61')).toBe(
      false,
    );
  });
});

describe('the dashboard’s Your Posts', () => {
  it('given drafts and posts, should list each with its status, opening its editor', async () => {
    blogApi([
      testPost({ id: '71', title: 'A draft', status: 'draft' }),
      testPost({ id: '72', title: 'Live now', status: 'published' }),
      testPost({ id: '73', title: 'Not mine', authorId: 'someone-else' }),
    ]);
    await open('/dashboard');
    const section = await screen.findByRole('region', { name: 'Your Posts' });
    const list = await within(section).findByRole('list', {
      name: 'Your drafts and published posts',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('A draft'),
      expect.stringContaining('Live now'),
    ]);
    expect(within(items[0]!).getByText('Draft')).toBeVisible();
    expect(within(items[1]!).getByText('Published')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Edit A draft' })).toHaveAttribute(
      'href',
      '/blog/edit/71',
    );
  });

  it('given staff, should also list the posts waiting for review', async () => {
    const staff = testUser({ id: '9f0c1d2e-0000-4000-8000-00000000bbbb', role: 'staff' });
    blogApi(
      [
        testPost({ id: '74', title: 'Staff draft', authorId: staff.id }),
        testPost({ id: '75', title: 'From a member', status: 'submitted' }),
      ],
      { user: staff },
    );
    await open('/dashboard');
    const section = await screen.findByRole('region', { name: 'Your Posts' });
    const list = await within(section).findByRole('list', {
      name: 'Your posts and the posts waiting for review',
    });
    const waiting = within(list).getByRole('link', { name: 'Edit From a member' });
    expect(waiting).toHaveAttribute('href', '/blog/edit/75');
    expect(within(list).getByText('In review')).toBeVisible();
  });

  it('given no posts, should invite the first one', async () => {
    blogApi([]);
    await open('/dashboard');
    const section = await screen.findByRole('region', { name: 'Your Posts' });
    expect(await within(section).findByRole('heading', { name: 'No posts yet' })).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Write a Post' })).toHaveAttribute(
      'href',
      '/blog/create',
    );
  });
});
