// The staff inbox rendered per request and its Handled form posted without JavaScript
// (docs/decisions/040-forms-post-to-the-server.md): the loader reads the address's list and the
// open counts through the API it is given; the action sends the switch through the same client
// the code uses (features/admin/api.ts), then goes back to the same list.
import { staffMessages } from '@brightlane/contract';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { FORM_NAME_FIELD } from '../../forms/postedForm.ts';
import { answerOf, formPost, onlyTheGivenApi } from '../../forms/testing.ts';
import { testUser } from '../auth/testing.tsx';
import { apiAnswer } from '../leads/testing.ts';
import { inboxAction, inboxPage } from './actions.ts';
import { inboxCopy } from './copy.ts';
import { LEAD_HANDLED_FORM } from './postedForms.ts';
import { leadsAnswer, testLead } from './testing.ts';

type Answer = (path: string, init?: RequestInit) => Response | undefined;

/** The server's in-process API: a staff session, then `answer`, each call recorded. */
function apiOf(answer: Answer, role: 'staff' | 'user' = 'staff') {
  return vi.fn(async (path: string, init?: RequestInit) => {
    if (path === '/api/auth/session') return apiAnswer(200, { user: testUser({ role }) });
    return answer(path, init) ?? apiAnswer(404, { error: 'Not found' });
  });
}

const sent = (api: ReturnType<typeof apiOf>) =>
  api.mock.calls
    .filter(([path]) => path !== '/api/auth/session')
    .map(([path, init]) => ({
      path,
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));

const opened = (path: string, api: unknown) =>
  ({
    request: new Request(`http://x${path}`),
    params: {},
    context: { api },
  }) as unknown as LoaderFunctionArgs;

const saved = (handled: boolean) =>
  apiAnswer(200, {
    lead: testLead('contacts', '7', 'Cara Diaz', {
      handledAt: handled ? '2026-03-03T00:00:00.000Z' : null,
    }),
    message: handled ? staffMessages.markedHandled : staffMessages.markedOpen,
  });

const row = { [FORM_NAME_FIELD]: LEAD_HANDLED_FORM, kind: 'contacts', id: '7' };

onlyTheGivenApi();

describe('inboxPage (/admin rendered per request)', () => {
  it('should read the address’s list and every kind’s open count through the given API', async () => {
    const api = apiOf((path) => {
      if (path.startsWith('/api/admin/leads/contacts'))
        return leadsAnswer([testLead('contacts', '7', 'Cara Diaz')], {
          total: 30,
          page: 2,
          open: 9,
        });
      if (path.startsWith('/api/admin/leads/quotes')) return leadsAnswer([], { open: 4 });
      if (path.startsWith('/api/admin/leads/applications')) return apiAnswer(500, null);
      return undefined;
    });
    const data = await inboxPage(opened('/admin?kind=contacts&page=2&q=cara', api));
    expect(data.list?.request).toBe('/api/admin/leads/contacts?page=2&q=cara');
    expect(data.list?.data.leads.map((lead) => lead.name)).toEqual(['Cara Diaz']);
    // A kind whose count could not be read has none (its tab shows no badge).
    expect(data.openCounts).toEqual({ contacts: 9, quotes: 4 });
    expect(sent(api).map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/leads/contacts?page=2&q=cara',
        '/api/admin/leads/quotes',
        '/api/admin/leads/applications',
      ]),
    );
  });

  it('given the list cannot be read, should say so rather than show an empty inbox', async () => {
    const api = apiOf(() => apiAnswer(500, null));
    const data = await inboxPage(opened('/admin', api));
    expect(data).toMatchObject({ staff: true, failed: true });
    expect(data.list).toBeUndefined();
  });

  it('given a member who is not staff, should answer the not-found page and ask for no lead', async () => {
    const api = apiOf(() => leadsAnswer([]), 'user');
    const thrown = await inboxPage(opened('/admin', api)).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(404);
    expect(sent(api)).toEqual([]);
  });
});

describe('inboxAction (a row’s Handled form)', () => {
  it('given the switch on, should mark the lead handled through the given API and go back to the same list (303)', async () => {
    const api = apiOf((path) => (path === '/api/admin/leads/contacts/7' ? saved(true) : undefined));
    const answer = (await inboxAction(
      formPost('/admin?kind=contacts&page=2', { ...row, handled: 'on' }, api),
    )) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/admin?kind=contacts&page=2');
    expect(sent(api)).toEqual([
      { path: '/api/admin/leads/contacts/7', method: 'PATCH', body: { handled: true } },
    ]);
  });

  it('given the switch off (not sent), should open the lead again', async () => {
    const api = apiOf((path) =>
      path === '/api/admin/leads/contacts/7' ? saved(false) : undefined,
    );
    const answer = (await inboxAction(formPost('/admin?kind=contacts', row, api))) as Response;
    expect(answer.status).toBe(303);
    expect(sent(api)[0]?.body).toEqual({ handled: false });
  });

  it('given an unknown lead, should answer 404 with the code’s message and change nothing else', async () => {
    const api = apiOf(() => apiAnswer(404, { error: staffMessages.leadNotFound }));
    const { body, status } = answerOf(
      await inboxAction(formPost('/admin', { ...row, id: '999', handled: 'on' }, api)),
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({ form: LEAD_HANDLED_FORM, generalError: inboxCopy.updateFailed });
  });

  it('given the API failing, should answer 503 with the code’s message', async () => {
    const api = apiOf(() => apiAnswer(500, null));
    const { status, body } = answerOf(await inboxAction(formPost('/admin', row, api)));
    expect(status).toBe(503);
    expect(body.generalError).toBe(inboxCopy.updateFailed);
  });

  it('given no such kind, should refuse it (400) without asking the API', async () => {
    const api = apiOf(() => saved(true));
    const { status } = answerOf(
      await inboxAction(formPost('/admin', { ...row, kind: 'spam' }, api)),
    );
    expect(status).toBe(400);
    expect(sent(api)).toEqual([]);
  });

  it('given a session that has ended, should send the visitor to sign in and come back', async () => {
    const api = apiOf(() => apiAnswer(401, { error: 'Unauthorized' }));
    const thrown = await inboxAction(formPost('/admin?kind=contacts', row, api)).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe(
      '/login?next=%2Fadmin%3Fkind%3Dcontacts',
    );
  });
});
