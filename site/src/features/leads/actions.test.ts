// The quote forms posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md): the
// pages' actions check the whole quote with the contract's schema and send it through the
// forms' own path (quoteSubmit.ts) to the API they are given, as the forms' code does.
import { File as ServerFile } from 'node:buffer';
import type { ActionFunctionArgs } from 'react-router-dom';
import { careersMessages, HONEYPOT_FIELD, quoteMessages } from '@brightlane/contract';
import { answerOf as unwrap, formPost } from '../../forms/testing.ts';
import { applicationAction, freeQuoteAction, quoteAction } from './actions.ts';
import { APPLICATION_FORM } from './careersSubmit.ts';
import { FREE_QUOTE_FORM, QUOTE_FORM } from './quoteSubmit.ts';
import { apiAnswer, callsTo, stubFetch } from './testing.ts';

/** A form post to /contact as the browser sends it, with the server's in-process API. */
const post = (fields: Record<string, string>, api: ReturnType<typeof stubFetch>) =>
  formPost('/contact', fields, api);

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

describe('applicationAction (the careers application page)', () => {
  const application = {
    name: 'Ivy Nojs',
    email: 'ivy@example.com',
    phone: '0400 000 000',
    experience: 'Five years of React',
    github: '',
  };

  // The server's File and FormData, as its Request's multipart parser makes them (this
  // test's DOM has its own, which the server's classes do not take).
  beforeEach(async () => {
    const serverFormData = (await new Response(new URLSearchParams()).formData()).constructor;
    vi.stubGlobal('File', ServerFile);
    vi.stubGlobal('FormData', serverFormData);
  });

  /** A CV as the browser sends it; an unchosen file input is an empty, nameless file. */
  interface PostedFile {
    filename: string;
    type: string;
    content: string;
  }
  const noCv: PostedFile = { filename: '', type: 'application/octet-stream', content: '' };

  /**
   * The application as the browser posts it: multipart, written out by hand.
   */
  function postApplication(
    fields: Record<string, string>,
    cv: PostedFile,
    api: ReturnType<typeof stubFetch>,
    address = 'http://x/careers/apply?position=parttime',
  ) {
    const boundary = 'application-boundary';
    const parts = Object.entries(fields).map(
      ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
    );
    parts.push(
      `Content-Disposition: form-data; name="cv"; filename="${cv.filename}"\r\n` +
        `Content-Type: ${cv.type}\r\n\r\n${cv.content}`,
    );
    const body =
      parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('') + `--${boundary}--\r\n`;
    return {
      request: new Request(address, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
      }),
      params: {},
      context: { api },
    } as unknown as ActionFunctionArgs;
  }
  /** The multipart body sent to the API. */
  const sent = (api: ReturnType<typeof stubFetch>) =>
    api.mock.calls.find(([url]) => url === '/api/careers/applications')?.[1]?.body as FormData;

  it("given a valid application with a CV, should send it as multipart with the address's position and the CV to the given API, then answer the thank-you", async () => {
    const api = stubFetch();
    const cv = { filename: 'ivy.pdf', type: 'application/pdf', content: '%PDF-1.4' };
    const { body, status } = unwrap(await applicationAction(postApplication(application, cv, api)));

    expect(status).toBe(200);
    expect(body).toMatchObject({ form: APPLICATION_FORM, values: {}, state: { sent: 'true' } });
    const form = sent(api);
    expect(form.get('position')).toBe('parttime');
    expect(form.get('name')).toBe('Ivy Nojs');
    expect((form.get('cv') as File).name).toBe('ivy.pdf');
  });

  it('given no CV chosen (an empty, nameless file), should send the application without one', async () => {
    const api = stubFetch();
    await applicationAction(postApplication(application, noCv, api));
    expect(sent(api).get('cv')).toBeNull();
  });

  it('given a required field missing, should answer 400 with its message and what was typed, sending nothing', async () => {
    const api = stubFetch();
    const { body, status } = unwrap(
      await applicationAction(postApplication({ ...application, phone: '' }, noCv, api)),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ phone: careersMessages.phoneRequired });
    expect(body.values).toMatchObject({ name: 'Ivy Nojs', experience: 'Five years of React' });
    expect(api).not.toHaveBeenCalled();
  });

  it('given an address without a known position, should send nothing', async () => {
    const api = stubFetch();
    const { status } = unwrap(
      await applicationAction(
        postApplication(application, noCv, api, 'http://x/careers/apply?position=ceo'),
      ),
    );
    expect(status).toBe(400);
    expect(api).not.toHaveBeenCalled();
  });

  it("given the API refusing the CV, should answer the form's message with the API's on the CV field", async () => {
    const api = stubFetch();
    api.mockResolvedValueOnce(
      apiAnswer(400, {
        error: 'validation',
        message: 'Invalid request',
        issues: [{ path: 'cv', message: careersMessages.cvType }],
      }),
    );
    const cv = { filename: 'cv.txt', type: 'text/plain', content: 'text' };
    const { body, status } = unwrap(await applicationAction(postApplication(application, cv, api)));
    expect(status).toBe(400);
    expect(body.generalError).toBe(careersMessages.failed);
    expect(body.errors).toEqual({ cv: careersMessages.cvType });
    expect(body.values).toMatchObject({ email: 'ivy@example.com' });
  });
});
