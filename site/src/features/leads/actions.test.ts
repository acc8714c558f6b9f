// The quote forms posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md): the
// pages' actions check the whole quote with the contract's schema and send it through the
// forms' own path (quoteSubmit.ts) to the API they are given, as the forms' code does.
import type { ActionFunctionArgs } from 'react-router-dom';
import { HONEYPOT_FIELD, quoteMessages } from '@brightlane/contract';
import type { PostedForm } from '../../forms/postedForm.ts';
import { freeQuoteAction, quoteAction } from './actions.ts';
import { FREE_QUOTE_FORM, QUOTE_FORM } from './quoteSubmit.ts';
import { apiAnswer, callsTo, stubFetch } from './testing.ts';

/** A form post as the browser sends it, with the server's in-process API as `context.api`. */
function post(fields: Record<string, string>, api: ReturnType<typeof stubFetch>) {
  return {
    request: new Request('http://x/contact', {
      method: 'POST',
      body: new URLSearchParams(fields),
    }),
    params: {},
    context: { api },
  } as unknown as ActionFunctionArgs;
}

/** What `data()` wraps: the body and the status. */
function unwrap(answer: unknown) {
  const { data: body, init } = answer as {
    data: PostedForm<Record<string, string>>;
    init: ResponseInit;
  };
  return { body, status: init.status };
}

const quote = {
  projectGoal: 'ecommerce',
  businessType: 'retail',
  projectScope: 'small',
  name: '  Noa Script ',
  email: 'noa@example.com',
  phone: '123-456-7890',
  message: 'A shop',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('quoteAction (the Quote Builder posted whole)', () => {
  it('given every step filled in, should send the quote and the confirmation request to the given API, then answer the thank-you', async () => {
    const api = stubFetch();
    const { body, status } = unwrap(await quoteAction(post(quote, api)));

    expect(status).toBe(200);
    expect(body).toEqual({
      form: QUOTE_FORM,
      values: {},
      errors: {},
      generalError: null,
      state: { email: 'noa@example.com' },
    });
    expect(callsTo(api, '/api/submit-quote')[0]?.body).toEqual({
      ...quote,
      name: 'Noa Script',
      timestamp: expect.any(String),
      [HONEYPOT_FIELD]: '',
    });
    // Asked for before the answer (the browser does not wait for it; the server does).
    expect(callsTo(api, '/api/send-confirmation')[0]?.body).toEqual({
      email: 'noa@example.com',
      name: 'Noa Script',
      projectType: 'ecommerce',
    });
  });

  it('given fields of several steps missing, should answer 400 with every message and what was typed, sending nothing', async () => {
    const api = stubFetch();
    const { body, status } = unwrap(
      await quoteAction(post({ projectGoal: 'website', name: 'Noa', message: 'Kept' }, api)),
    );

    expect(status).toBe(400);
    expect(body.form).toBe(QUOTE_FORM);
    expect(body.errors).toEqual({
      businessType: quoteMessages.businessTypeRequired,
      projectScope: quoteMessages.projectScopeRequired,
      email: quoteMessages.emailRequired,
    });
    expect(body.values).toMatchObject({ projectGoal: 'website', name: 'Noa', message: 'Kept' });
    expect(api).not.toHaveBeenCalled();
  });

  it('given the honeypot filled in, should send it as typed', async () => {
    const api = stubFetch();
    await quoteAction(post({ ...quote, [HONEYPOT_FIELD]: 'http://spam.example' }, api));
    expect(callsTo(api, '/api/submit-quote')[0]?.body?.[HONEYPOT_FIELD]).toBe(
      'http://spam.example',
    );
  });

  it('given the API refuses the quote, should answer its message and keep the values, asking for no confirmation', async () => {
    const api = stubFetch();
    api.mockResolvedValueOnce(apiAnswer(500, { error: 'internal', message: 'Boom' }));
    const { body, status } = unwrap(await quoteAction(post(quote, api)));

    expect(status).toBe(400);
    expect(body.generalError).toBe(quoteMessages.submitFailed);
    expect(body.values).toMatchObject({ email: 'noa@example.com', message: 'A shop' });
    expect(callsTo(api, '/api/send-confirmation')).toEqual([]);
  });
});

describe('freeQuoteAction (the home page)', () => {
  it('given a complete free quote, should send it without phone or message and answer the thank-you', async () => {
    const api = stubFetch();
    const { phone: _phone, message: _message, ...free } = quote;
    const { body, status } = unwrap(await freeQuoteAction(post(free, api)));

    expect(status).toBe(200);
    expect(body).toMatchObject({ form: FREE_QUOTE_FORM, state: { email: 'noa@example.com' } });
    const sent = callsTo(api, '/api/submit-quote')[0]?.body;
    expect(sent).toMatchObject({ projectGoal: 'ecommerce', name: 'Noa Script' });
    expect(sent).not.toHaveProperty('phone');
    expect(callsTo(api, '/api/send-confirmation')).toHaveLength(1);
  });

  it('given nothing chosen, should answer the three choices missing', async () => {
    const api = stubFetch();
    const { body } = unwrap(
      await freeQuoteAction(post({ name: 'Noa', email: 'noa@example.com' }, api)),
    );
    expect(body.form).toBe(FREE_QUOTE_FORM);
    expect(Object.keys(body.errors).sort()).toEqual([
      'businessType',
      'projectGoal',
      'projectScope',
    ]);
    expect(api).not.toHaveBeenCalled();
  });
});
