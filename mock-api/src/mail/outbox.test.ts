// The real file outbox: what `npm run dev` without SMTP_URL writes, read back as MIME.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { runOutbox } from '../cli/outbox.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase } from '../test/database.ts';
import { formOf, multipart, PDF, pdfBytes, validApplication, validContact } from '../test/leads.ts';
import { json } from '../test/request.ts';
import { parseEml } from './eml.ts';
import { createFileOutboxMailer } from './mailer.ts';
import { escapeHtml } from './templates.ts';
import { settledApp } from '../test/settled-app.ts';

describe('the file outbox', () => {
  let database: Database;
  let dataDir: string;
  let outbox: string;
  /** Each request returns once the e-mails it queued are sent (or failed). */
  let app: ReturnType<typeof settledApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'brightlane-outbox-'));
    outbox = join(dataDir, 'outbox');
    app = settledApp(
      buildApp({
        database,
        mail: createFileOutboxMailer(outbox),
        config: { logLevel: 'silent', formRateLimit: 0 },
      }),
    );
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const messages = () =>
    readdirSync(outbox)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map((name) => parseEml(readFileSync(join(outbox, name))));

  it('given an empty outbox, npm run outbox should say so', () => {
    expect(runOutbox([], { DATA_DIR: dataDir })).toBe(`The outbox ${outbox} is empty.`);
  });

  it('given a contact message, should write one .eml per message with text and HTML parts, escaped', async () => {
    const res = await app.request(
      '/api/contact',
      json({
        ...validContact,
        name: 'Cat <i>Jones</i>',
        message: 'Hi <script>alert("x")</script> & bye',
      }),
    );
    expect(res.status).toBe(200);

    const mails = messages();
    expect(mails).toHaveLength(2);
    const sales = mails.find((mail) => mail.headers.to === 'sales@brightlane.example');
    expect(sales?.headers).toMatchObject({
      from: 'Brightlane Digital <hello@brightlane.example>',
      'reply-to': 'cat@example.com',
      subject: 'New contact message from Cat <i>Jones</i>',
      'mime-version': '1.0',
    });
    expect(sales?.headers['content-type']).toMatch(/^multipart\/alternative;/);
    expect(sales?.text).toContain('Message: Hi <script>alert("x")</script> & bye');
    expect(sales?.html).toContain(
      `<td style="padding:8px 0;border-top:1px solid #e3e5ea;font-size:14px">${escapeHtml('Hi <script>alert("x")</script> & bye')}</td>`,
    );
    expect(sales?.html).toContain('Cat &lt;i&gt;Jones&lt;/i&gt;');
    // Brand header; no scripts, images or remote resources that could track a reader.
    expect(sales?.html).toContain('>Brightlane Digital</td>');
    expect(sales?.html).not.toMatch(/<script|<img|<i>|src=|url\(|https?:\/\//i);

    const confirmation = mails.find((mail) => mail.headers.to === 'cat@example.com');
    expect(confirmation?.headers.subject).toBe('Thanks for contacting Brightlane Digital');
    expect(confirmation?.text).toContain('Hi Cat <i>Jones</i>,');
    expect(confirmation?.html).toContain('Hi Cat &lt;i&gt;Jones&lt;/i&gt;,');
  });

  it('V13.3.2: should make the outbox 0700 and each message 0600, whatever the umask lets through', () => {
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const names = readdirSync(outbox);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(statSync(join(outbox, name)).mode & 0o777).toBe(0o600);
  });

  it('given an application with a CV, should attach the CV to the sales message', async () => {
    const form = formOf(validApplication, [
      'cv',
      new File([pdfBytes(3000)], 'cv.pdf', { type: PDF }),
    ]);
    expect((await app.request('/api/careers/applications', multipart(form))).status).toBe(200);
    const sales = messages().find((mail) => mail.headers.subject?.startsWith('New application'));
    expect(sales?.headers['content-type']).toMatch(/^multipart\/mixed;/);
    expect(sales?.attachments).toEqual([{ filename: 'cv.pdf', contentType: PDF, size: 3000 }]);
    expect(sales?.text).toContain('CV: cv.pdf (3 KB, attached)');
  });

  it('given messages in the outbox, npm run outbox should list them newest first and show one', () => {
    const list = runOutbox([], { DATA_DIR: dataDir });
    expect(list).toContain(`${outbox}: 4 message(s), newest first`);
    const rows = list.split('\n').filter((line) => /^\d+ /.test(line));
    expect(rows).toHaveLength(4);
    expect(rows.join('\n')).toContain('sales@brightlane.example');
    expect(rows.join('\n')).toContain('Your application to Brightlane Digital');

    const shown = runOutbox(['--show', '4'], { DATA_DIR: dataDir });
    expect(shown).toMatch(/^File: .*\.eml$/m);
    expect(shown).toContain('To: ');
    expect(shown).toContain('Subject: ');
    expect(shown).toContain('Brightlane Digital\n==================');

    const limited = runOutbox(['--limit', '1'], { DATA_DIR: dataDir });
    expect(limited).toContain('(showing 1)');
    expect(() => runOutbox(['--show', '9'], { DATA_DIR: dataDir })).toThrow(
      '--show 9: the outbox holds 4 message(s)',
    );
    expect(runOutbox(['--show', '1', '--raw'], { DATA_DIR: dataDir })).toMatch(/^Content-Type: /m);
  });
});
