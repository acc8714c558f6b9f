import { CV_MAX_BYTES } from '@brightlane/contract';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { applicationCvs, applications } from '../db/schema.ts';
import { createMemoryMailer, type MemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import {
  DOCX,
  docxBytes,
  exeBytes,
  formOf,
  fromIp,
  multipart,
  PDF,
  pdfBytes,
  validApplication,
  zipBytes,
} from '../test/leads.ts';
import { settledApp } from '../test/settled-app.ts';

const path = '/api/careers/applications';
const cvTypeIssue = { path: 'cv', message: 'Your CV must be a PDF or DOCX file' };
const cvSizeAnswer = {
  message: 'Your CV must be 5 MB or smaller',
  issues: [{ path: 'cv', message: 'Your CV must be 5 MB or smaller' }],
};

describe('POST /api/careers/applications', () => {
  let database: Database;
  let mailer: MemoryMailer;
  /** Each request returns once the e-mails it queued are sent (or failed). */
  let app: ReturnType<typeof settledApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    mailer = createMemoryMailer();
    app = settledApp(
      buildApp({
        database,
        mail: mailer,
        config: { logLevel: 'silent', formRateLimit: 0 },
      }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });

  const latest = async () =>
    (await database.db.select().from(applications).orderBy(desc(applications.id)).limit(1))[0];
  const counts = async () => ({
    applications: await database.db.$count(applications),
    cvs: await database.db.$count(applicationCvs),
  });

  it('given the fields and a PDF CV, should store both, e-mail sales with the CV and confirm', async () => {
    const cv = pdfBytes(2048);
    const form = formOf(validApplication, ['cv', new File([cv], 'Bob CV.pdf', { type: PDF })]);
    const res = await app.request(path, multipart(form), fromIp('192.0.2.10'));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Thank you for your application! We'll review it and get back to you soon.",
    });
    const row = await latest();
    expect(row).toMatchObject({
      ...validApplication,
      cvFilename: 'Bob CV.pdf',
      cvType: PDF,
      cvSize: 2048,
      status: 'mailed',
      flaggedSpam: false,
      clientIp: '192.0.2.10',
    });
    const [stored] = await database.db
      .select()
      .from(applicationCvs)
      .where(eq(applicationCvs.applicationId, row?.id ?? 0));
    expect(Buffer.from(stored?.content ?? []).equals(Buffer.from(cv))).toBe(true);

    const sales = mailer.sent.find((mail) => mail.to === 'sales@brightlane.example');
    expect(sales).toMatchObject({
      replyTo: 'bob@example.com',
      subject: 'New application: Full-Time Developer — Bob Smith',
    });
    expect(sales?.attachments).toHaveLength(1);
    expect(sales?.attachments?.[0]).toMatchObject({ filename: 'Bob CV.pdf', contentType: PDF });
    expect(Buffer.from(sales?.attachments?.[0]?.content ?? []).equals(Buffer.from(cv))).toBe(true);
    expect(sales?.text).toContain('Experience: Five years of TypeScript');
    const confirmation = mailer.sent.find((mail) => mail.to === 'bob@example.com');
    expect(confirmation?.subject).toBe('Your application to Brightlane Digital');
    expect(confirmation?.attachments).toBeUndefined();
  });

  it('given a DOCX sent as application/octet-stream, should recognise it by its content', async () => {
    const form = formOf(validApplication, [
      'cv',
      new File([docxBytes()], 'resume', { type: 'application/octet-stream' }),
    ]);
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(200);
    expect(await latest()).toMatchObject({ cvFilename: 'resume', cvType: DOCX });
    const sales = mailer.sent.find((mail) => mail.to === 'sales@brightlane.example');
    expect(sales?.attachments?.[0]?.filename).toBe('resume.docx');
  });

  it('given an unchosen file input and an empty GitHub field, should store the application without a CV', async () => {
    const before = await counts();
    const form = formOf({ ...validApplication, github: '' }, [
      'cv',
      new File([], '', { type: 'application/octet-stream' }),
    ]);
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(200);
    expect(await latest()).toMatchObject({
      github: null,
      cvFilename: null,
      cvType: null,
      cvSize: null,
    });
    expect(await counts()).toEqual({ ...before, applications: before.applications + 1 });
    expect(mailer.sent.every((mail) => mail.attachments === undefined)).toBe(true);
  });

  it('given a .exe renamed .pdf and declared as a PDF, should answer 400 and store nothing', async () => {
    const before = await counts();
    const form = formOf(validApplication, ['cv', new File([exeBytes()], 'cv.pdf', { type: PDF })]);
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid input', issues: [cvTypeIssue] });
    expect(await counts()).toEqual(before);
    expect(mailer.sent).toHaveLength(0);
  });

  it('given a ZIP that is not a Word document, or text in the cv field, should answer 400', async () => {
    const before = await counts();
    const zip = formOf(validApplication, [
      'cv',
      new File([zipBytes({ 'notes.txt': 'hello' })], 'cv.docx', { type: DOCX }),
    ]);
    const zipRes = await app.request(path, multipart(zip));
    expect(zipRes.status).toBe(400);
    expect((await zipRes.json()).issues).toEqual([cvTypeIssue]);

    const text = formOf({ ...validApplication, cv: '%PDF-1.7 not a file' });
    const textRes = await app.request(path, multipart(text));
    expect(textRes.status).toBe(400);
    expect((await textRes.json()).issues).toEqual([cvTypeIssue]);
    expect(await counts()).toEqual(before);
  });

  it('given a CV over 5 MB, should answer 413 naming the field and store nothing', async () => {
    const before = await counts();
    const form = formOf(validApplication, [
      'cv',
      new File([pdfBytes(CV_MAX_BYTES + 1)], 'big.pdf', { type: PDF }),
    ]);
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(cvSizeAnswer);
    expect(await counts()).toEqual(before);
  });

  it('given a streamed body over the route limit (no Content-Length), should cut it off with 413', async () => {
    const before = await counts();
    const boundary = 'b0undary';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const chunk = new Uint8Array(1024 * 1024).fill(0x20);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
        for (let i = 0; i < 8; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(cvSizeAnswer);
    expect(await counts()).toEqual(before);
  });

  it('given a malformed multipart body, should answer 400 with a clear message and store nothing', async () => {
    const before = await counts();
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=expected' },
      body: '--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nBob',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed multipart/form-data body' });
    expect(await counts()).toEqual(before);
  });

  it('given missing fields, a bad URL and a bad position, should answer 400 per field and store nothing', async () => {
    const before = await counts();
    const res = await app.request(
      path,
      multipart(formOf({ email: 'bob', github: 'github dot com', position: 'ceo', phone: ' ' })),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Invalid input');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Please enter a valid email' },
        { path: 'phone', message: 'Phone is required' },
        { path: 'position', message: 'Please select a position' },
        { path: 'experience', message: 'Experience is required' },
        { path: 'github', message: 'Please enter a valid URL' },
      ]),
    );
    expect(await counts()).toEqual(before);
  });

  it('given two CV files, should answer 400', async () => {
    const form = formOf(
      validApplication,
      ['cv', new File([pdfBytes()], 'a.pdf', { type: PDF })],
      ['cv', new File([pdfBytes()], 'b.pdf', { type: PDF })],
    );
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(400);
    expect((await res.json()).issues).toEqual([{ path: 'cv', message: 'Attach one file only' }]);
  });

  it('given a JSON body, should answer 415', async () => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validApplication),
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Unsupported media type' });
  });

  it('V5.2.4: given a filled honeypot, should answer the same success, keep it flagged without its CV and send nothing', async () => {
    const before = await counts();
    const form = formOf({ ...validApplication, website: 'bot' }, [
      'cv',
      new File([pdfBytes()], 'cv.pdf', { type: PDF }),
    ]);
    const res = await app.request(path, multipart(form));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(await latest()).toMatchObject({
      flaggedSpam: true,
      status: 'new',
      cvFilename: null,
      cvType: null,
      cvSize: null,
    });
    expect(await counts()).toEqual({ ...before, applications: before.applications + 1 });
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('the per-IP limit of applications, before the body', () => {
  let database: Database;
  let app: ReturnType<typeof buildApp>['app'];
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = buildApp({ database, config: { logLevel: 'silent', formRateLimit: 2 } }));
  });
  afterAll(async () => {
    await database?.close();
  });

  // Uploads still arriving when a test ends are cut off then, so their requests finish.
  const arriving: (() => void)[] = [];
  afterEach(() => {
    for (const cut of arriving.splice(0)) cut();
  });

  /**
   * A CV upload whose body starts to arrive and then stalls until the test ends; `read`
   * counts the chunks the server asked for (a stream that holds nothing until asked).
   */
  function endlessUpload() {
    const boundary = 'b0undary';
    const state = { read: 0 };
    let cut = () => {};
    arriving.push(() => cut());
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    );
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          state.read += 1;
          if (state.read === 1) return controller.enqueue(head);
          // Then nothing more: the rest of a 5 MB CV is still on its way.
          return new Promise<void>((resolve) => {
            cut = () => {
              controller.close();
              resolve();
            };
          });
        },
      },
      { highWaterMark: 0 },
    );
    const init = {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit;
    return { init, state };
  }

  it('V5.2.1: given an IP at its limit, should refuse the next upload before reading its body', async () => {
    const ip = '198.51.100.90';
    for (let i = 0; i < 2; i += 1) {
      const sent = await app.request(path, multipart(formOf(validApplication)), fromIp(ip));
      expect(sent.status).toBe(200);
    }
    const upload = endlessUpload();
    // Were the body read first, this would wait for the rest of it forever.
    const res = await Promise.race([
      app.request(path, upload.init, fromIp(ip)),
      new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), 5000)),
    ]);
    expect(res === 'still reading' ? res : res.status).toBe(429);
    expect(upload.state.read).toBe(0);
  });

  it('V5.2.1: given uploads still arriving from an IP, should count them against its limit', async () => {
    const ip = '198.51.100.91';
    const first = endlessUpload();
    const second = endlessUpload();
    // Two uploads that never finish hold the IP's two places while they arrive.
    void app.request(path, first.init, fromIp(ip));
    void app.request(path, second.init, fromIp(ip));
    await vi.waitFor(() => {
      expect(first.state.read).toBeGreaterThan(0);
      expect(second.state.read).toBeGreaterThan(0);
    });
    const third = endlessUpload();
    const res = await app.request(path, third.init, fromIp(ip));
    expect(res.status).toBe(429);
    expect(third.state.read).toBe(0);
  });
});
