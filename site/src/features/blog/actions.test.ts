// Blog authoring posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md): the
// pages' actions check the post with the contract's schema and send it through the authoring
// client (authoringApi.ts) to the API they are given, as the form's code does, then go where the
// code goes.
import { blogMessages } from '@brightlane/contract';
import { FORM_NAME_FIELD } from '../../forms/postedForm.ts';
import { answerOf as unwrap, formPost, onlyTheGivenApi } from '../../forms/testing.ts';
import { apiAnswer } from '../leads/testing.ts';
import { createPostAction, deletePostAction, editPostAction } from './actions.ts';
import { deletePostCopy, postFormCopy } from './authoringCopy.ts';
import { DELETE_POST_FORM, POST_FORM } from './postedForms.ts';
import { testPost } from './testing.ts';

type Api = ReturnType<typeof apiOf>;

/** The server's in-process API: `answer` for every call, each call recorded. */
function apiOf(answer: () => Response) {
  return vi.fn(async (_path: string, _init?: RequestInit) => answer());
}

/** A form post to `path` as the browser sends it, with the server's in-process API. */
const post = (path: string, fields: Record<string, string>, api: Api, id?: string) =>
  formPost(path, fields, api, id ? { id } : {});

const sent = (api: Api) =>
  api.mock.calls.map(([path, init]) => ({
    path,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));

const written = {
  [FORM_NAME_FIELD]: POST_FORM,
  title: 'Spring opening hours',
  slug: 'spring-opening-hours',
  excerpt: '',
  content: '<p>Open every day.</p>',
  status: 'draft',
};

onlyTheGivenApi();

describe('createPostAction (the post form of /blog/create)', () => {
  it('given a valid post, should create it through the given API and go to its editor (303)', async () => {
    const saved = testPost({ id: '41', title: written.title, slug: written.slug });
    const api = apiOf(() => apiAnswer(201, { post: saved, message: blogMessages.created }));
    const answer = (await createPostAction(post('/blog/create', written, api))) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/blog/edit/41?notice=post-created');
    expect(sent(api)).toEqual([
      {
        path: '/api/blog/posts',
        method: 'POST',
        // An empty excerpt is none, as the code sends it.
        body: {
          title: written.title,
          slug: written.slug,
          content: written.content,
          status: 'draft',
        },
      },
    ]);
  });

  it('given a blank slug, should send the title’s slug, as the code proposes it', async () => {
    const api = apiOf(() => apiAnswer(201, { post: testPost({ id: '42' }), message: 'ok' }));
    await createPostAction(post('/blog/create', { ...written, slug: '' }, api));
    expect(sent(api)[0]?.body).toMatchObject({ slug: 'spring-opening-hours' });
  });

  it('given mistakes, should answer 400 with the messages beside the fields and what was typed, sending nothing', async () => {
    const api = apiOf(() => apiAnswer(500, {}));
    const { body, status } = unwrap(
      await createPostAction(
        post('/blog/create', { ...written, title: '', slug: 'Not a slug!', content: '' }, api),
      ),
    );
    expect(status).toBe(400);
    expect(body.form).toBe(POST_FORM);
    expect(body.errors).toEqual({
      title: blogMessages.titleRequired,
      slug: blogMessages.slugInvalid,
      content: blogMessages.contentRequired,
    });
    expect(body.values).toMatchObject({ title: '', slug: 'Not a slug!', status: 'draft' });
    expect(api).not.toHaveBeenCalled();
  });

  it('given a taken slug, should put the API’s message on the slug and keep every value', async () => {
    const api = apiOf(() =>
      apiAnswer(409, {
        message: blogMessages.slugTaken,
        issues: [{ path: ['slug'], message: blogMessages.slugTaken }],
      }),
    );
    const { body, status } = unwrap(await createPostAction(post('/blog/create', written, api)));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ slug: blogMessages.slugTaken });
    expect(body.values).toMatchObject({ title: written.title, content: written.content });
  });

  it('given no usable answer, should say the post could not be saved (503), keeping the text', async () => {
    const api = apiOf(() => apiAnswer(500, { message: 'Internal error' }));
    const { body, status } = unwrap(await createPostAction(post('/blog/create', written, api)));
    expect(status).toBe(503);
    expect(body.generalError).toBe(postFormCopy.saveFailed);
    expect(body.values).toMatchObject({ content: written.content });
  });

  it('given a post naming no form of the page, should refuse it', async () => {
    const api = apiOf(() => apiAnswer(201, {}));
    await expect(
      createPostAction(post('/blog/create', { ...written, [FORM_NAME_FIELD]: 'other' }, api)),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(api).not.toHaveBeenCalled();
  });
});

describe('editPostAction (the post form of /blog/edit/{id})', () => {
  it('given a valid post, should save it with a PUT and come back to its editor (303)', async () => {
    const saved = testPost({ id: '43', title: 'Renamed' });
    const api = apiOf(() => apiAnswer(200, { post: saved, message: blogMessages.saved }));
    const answer = (await editPostAction(
      post('/blog/edit/43', { ...written, title: 'Renamed', status: 'submitted' }, api, '43'),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/blog/edit/43?notice=post-saved');
    expect(sent(api)).toEqual([
      {
        path: '/api/blog/posts/43',
        method: 'PUT',
        body: expect.objectContaining({ title: 'Renamed', status: 'submitted' }),
      },
    ]);
  });

  it('given a member publishing, should put the API’s refusal on the status', async () => {
    const api = apiOf(() =>
      apiAnswer(403, {
        message: blogMessages.publishNeedsStaff,
        issues: [{ path: ['status'], message: blogMessages.publishNeedsStaff }],
      }),
    );
    const { body, status } = unwrap(
      await editPostAction(post('/blog/edit/44', { ...written, status: 'published' }, api, '44')),
    );
    expect(status).toBe(403);
    expect(body.errors).toEqual({ status: blogMessages.publishNeedsStaff });
    expect(body.values).toMatchObject({ status: 'published' });
  });
});

describe('deletePostAction (/blog/delete/{id})', () => {
  const confirm = { [FORM_NAME_FIELD]: DELETE_POST_FORM };

  it('given the confirmation, should delete the post and go to the dashboard (303) that says so, as the code does', async () => {
    const api = apiOf(() => apiAnswer(200, { success: true, message: blogMessages.deleted }));
    const answer = (await deletePostAction(
      post('/blog/delete/45', confirm, api, '45'),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/dashboard?notice=post-deleted');
    expect(sent(api)).toEqual([{ path: '/api/blog/posts/45', method: 'DELETE', body: undefined }]);
  });

  it('given a failed delete, should say so on the page (503)', async () => {
    const api = apiOf(() => apiAnswer(500, { message: 'Internal error' }));
    const { body, status } = unwrap(
      await deletePostAction(post('/blog/delete/46', confirm, api, '46')),
    );
    expect(status).toBe(503);
    expect(body).toEqual({
      form: DELETE_POST_FORM,
      values: {},
      errors: {},
      generalError: deletePostCopy.failed,
    });
  });
});
