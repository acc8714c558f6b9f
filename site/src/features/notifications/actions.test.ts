// /notifications' loader and forms on the server (docs/decisions/040-forms-post-to-the-server.md):
// the loader reads the list of the address (down to `?cursor=`'s page) as this visitor; 'Mark as
// read' and 'Mark all as read' send what the store sends (features/notifications/api.ts) through
// the API they are given, then go back to the same list (303); a failure is the page again with
// the store's message.
import { FORM_NAME_FIELD } from '../../forms/postedForm.ts';
import { answerOf, formPost, onlyTheGivenApi } from '../../forms/testing.ts';
import { MAX_READS, notificationsAction, readThrough } from './actions.ts';
import { MARK_ALL_READ_FORM, MARK_READ_FORM } from './postedForms.ts';
import { notification, notificationsServerApi, serverCalls } from './testing.ts';

const markRead = (id: string) => ({ [FORM_NAME_FIELD]: MARK_READ_FORM, id });
const markAll = { [FORM_NAME_FIELD]: MARK_ALL_READ_FORM };

const failing = (status: number, body: unknown = null) =>
  notificationsServerApi({
    answers: { 'POST /api/notifications/mark-read': () => Response.json(body, { status }) },
  });

onlyTheGivenApi();

describe("notificationsAction: an unread one's Mark as read", () => {
  it('given its id, should mark it read through the given API and go back to the list (303)', async () => {
    const api = notificationsServerApi();
    const answer = (await notificationsAction(
      formPost('/notifications', markRead('4'), api),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/notifications');
    expect(serverCalls(api)).toEqual([
      {
        path: '/api/notifications/mark-read',
        method: 'POST',
        body: { notificationIds: ['4'] },
      },
    ]);
  });

  it('given an older page (?cursor=), should go back to that page', async () => {
    const api = notificationsServerApi();
    const answer = (await notificationsAction(
      formPost('/notifications?cursor=3', markRead('2'), api),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/notifications?cursor=3');
  });

  it('given no id, should refuse it (400) with the store’s message, asking the API nothing', async () => {
    const api = notificationsServerApi();
    const { status, body } = answerOf(
      await notificationsAction(
        formPost('/notifications', { [FORM_NAME_FIELD]: MARK_READ_FORM }, api),
      ),
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      form: MARK_READ_FORM,
      generalError: 'Failed to update notifications',
    });
    expect(serverCalls(api)).toEqual([]);
  });

  it('given the API failing, should answer 503 with Failed to update notifications', async () => {
    const { status, body } = answerOf(
      await notificationsAction(formPost('/notifications', markRead('4'), failing(500))),
    );
    expect(status).toBe(503);
    expect(body).toMatchObject({
      form: MARK_READ_FORM,
      generalError: 'Failed to update notifications',
    });
  });

  it('given anything but an id, should refuse it (400) by the contract’s schema, asking the API nothing', async () => {
    const api = notificationsServerApi();
    for (const id of ['x', '0', '4; DROP', '1'.repeat(16)]) {
      const { status, body } = answerOf(
        await notificationsAction(formPost('/notifications', markRead(id), api)),
      );
      expect(status, id).toBe(400);
      expect(body.generalError).toBe('Failed to update notifications');
    }
    expect(serverCalls(api)).toEqual([]);
  });

  it('given the API refusing it with a message, should answer 400 with that message, as the store says it', async () => {
    const api = failing(400, { message: 'Too many ids' });
    const { status, body } = answerOf(
      await notificationsAction(formPost('/notifications', markRead('4'), api)),
    );
    expect(status).toBe(400);
    expect(body.generalError).toBe('Too many ids');
  });

  it("given another account's id, should send it as it is and answer as for any other: the API marks only the visitor's own", async () => {
    // The API acts on the session's user only (mock-api/src/routes/notifications.ts): someone
    // else's id changes nothing and is answered as any other, so the page reveals nothing.
    const api = notificationsServerApi();
    const answer = (await notificationsAction(
      formPost('/notifications', markRead('999'), api),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/notifications');
    expect(serverCalls(api)).toEqual([
      {
        path: '/api/notifications/mark-read',
        method: 'POST',
        body: { notificationIds: ['999'] },
      },
    ]);
  });

  it('given a cursor that is not one in the address, should go back to the newest page', async () => {
    const answer = (await notificationsAction(
      formPost('/notifications?cursor=abc', markRead('4'), notificationsServerApi()),
    )) as Response;
    expect(answer.headers.get('Location')).toBe('/notifications');
  });

  it('given a session that has ended, should send the visitor to sign in and come back', async () => {
    const thrown = await notificationsAction(
      formPost('/notifications?cursor=3', markRead('4'), failing(401, { message: 'No' })),
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?next=%2Fnotifications%3Fcursor%3D3',
    );
  });
});

describe("notificationsAction: 'Mark all as read'", () => {
  it('given it, should mark every unread one read (all: true) and go back to the list (303)', async () => {
    const api = notificationsServerApi();
    const answer = (await notificationsAction(
      formPost('/notifications', markAll, api),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/notifications');
    expect(serverCalls(api)).toEqual([
      { path: '/api/notifications/mark-read', method: 'POST', body: { all: true } },
    ]);
  });

  it('given the API failing, should answer 503 with Failed to update notifications', async () => {
    const { status, body } = answerOf(
      await notificationsAction(formPost('/notifications', markAll, failing(503))),
    );
    expect(status).toBe(503);
    expect(body).toMatchObject({
      form: MARK_ALL_READ_FORM,
      generalError: 'Failed to update notifications',
    });
  });

  it('given a form the page does not have, should refuse it (400) without asking the API', async () => {
    const api = notificationsServerApi();
    const thrown = await notificationsAction(
      formPost('/notifications', { [FORM_NAME_FIELD]: 'clear' }, api),
    ).catch((error: unknown) => error);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(400);
    expect(serverCalls(api)).toEqual([]);
  });
});

describe('readThrough: the list of an address with ?cursor=', () => {
  /** `count` pages of one notification each, the newest with id `count`. */
  function pages(count: number) {
    return Object.fromEntries(
      Array.from({ length: count }, (_, i) => {
        const id = count - i;
        return [
          i === 0 ? '' : String(id + 1),
          { notifications: [notification(id)], nextCursor: id > 1 ? String(id) : null },
        ];
      }),
    );
  }

  it('given a cursor, should read from the newest until the page after it', async () => {
    const api = notificationsServerApi({ pages: pages(5) });
    const list = await readThrough('4', api);
    expect(list.notifications.map((n) => n.id)).toEqual(['5', '4', '3']);
    expect(list.nextCursor).toBe('3');
    expect(serverCalls(api).map((call) => call.path)).toEqual([
      '/api/notifications',
      '/api/notifications?cursor=5&limit=50',
      '/api/notifications?cursor=4&limit=50',
    ]);
  });

  it('given a cursor further down than the reads it may cost, should stop there, with more to load', async () => {
    const api = notificationsServerApi({ pages: pages(MAX_READS + 5) });
    const list = await readThrough('2', api);
    expect(serverCalls(api)).toHaveLength(MAX_READS);
    expect(list.notifications).toHaveLength(MAX_READS);
    expect(list.nextCursor).toBe('6');
  });
});
