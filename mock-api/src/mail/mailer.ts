// The seam the app sends e-mail through (docs/product/decisions.md "Lead forms"): nodemailer over SMTP when
// SMTP_URL is set; otherwise a file outbox, one RFC 822 .eml per message under
// DATA_DIR/outbox, that `npm run outbox` lists. Tests use the memory mailer. The mail queue
// (services/mail-queue.ts) decides what to send and when; a Mailer only delivers one message.
import { randomBytes } from 'node:crypto';
import { rename as renameCallback, writeFile as writeFileCallback } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { brand } from '@brightlane/contract/brand';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from '../private-files.ts';

/** The From of every message: the brand's name and general address. */
const mailFrom = { name: brand.name, address: brand.email.general } as const;

export interface MailAttachment {
  filename: string;
  content: Uint8Array;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  /** The Message-ID header of the sent message. */
  messageId?: string;
}

export interface Mailer {
  /** For the start-up log: where mail goes. */
  readonly description?: string;
  /** Delivers one message or rejects; the caller records the outcome and retries. */
  send(mail: OutgoingMail): Promise<SentMail | void>;
  /** Releases connections (SMTP); optional. */
  close?(): void;
}

// From is always the brand; user input only reaches To (a validated address), Reply-To,
// Subject (nodemailer folds any line break, so no header can be injected) and the bodies.
function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mailFrom,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(
        attachment.content.buffer,
        attachment.content.byteOffset,
        attachment.content.byteLength,
      ),
      contentType: attachment.contentType,
    })),
  };
}

/** SMTP through nodemailer. Timeouts are short so a dead server fails a send within seconds. */
export function createSmtpMailer(url: string): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let host = 'SMTP';
  try {
    host = new URL(url).host; // never log the credentials in the URL
  } catch {
    // nodemailer reports a malformed URL at the first send
  }
  return {
    description: `SMTP (${host})`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/**
 * The development outbox: each message is rendered to real MIME (text and HTML parts,
 * attachments) by nodemailer's stream transport and written to `<dir>/<time>-<random>.eml`.
 * Names sort by time; a message is written aside and renamed, so a reader never sees half.
 * The directory is 0700 and every file 0600: only the server's owner reads the mail.
 */
export function createFileOutboxMailer(dir: string): Mailer {
  // CRLF line ends ('windows'), as RFC 5322 and mail clients opening an .eml expect.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  // Made once, at the first message (not a system call per message).
  let made: Promise<unknown> | undefined;
  // The callback forms: fs/promises opens a FileHandle per file, which cost the worker's thread
  // about a fifth of the worker's time in a profile under load (BENCHMARKS.md, session 17).
  const writeFile = promisify(writeFileCallback);
  const rename = promisify(renameCallback);
  return {
    description: `file outbox in ${dir}`,
    async send(mail) {
      const info = await transport.sendMail(toNodemailer(mail));
      made ??= makePrivateDirAsync(dir).catch((error: unknown) => {
        made = undefined; // try again with the next message
        throw error;
      });
      await made;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(partial, join(dir, name));
      return { messageId: info.messageId };
    },
  };
}

export interface MemoryMailer extends Mailer {
  /** Every message delivered, oldest first. */
  readonly sent: (OutgoingMail & { messageId: string })[];
  /** While set, send() rejects with this error (a mail server that is down). */
  failWith: Error | undefined;
}

/** Keeps messages in memory: for tests, and for an app created without a mailer. */
export function createMemoryMailer(): MemoryMailer {
  let counter = 0;
  const mailer: MemoryMailer = {
    description: 'memory (messages are not delivered)',
    sent: [],
    failWith: undefined,
    async send(mail) {
      if (mailer.failWith) throw mailer.failWith;
      counter += 1;
      const messageId = `<memory-${counter}@brightlane.test>`;
      mailer.sent.push({ ...mail, messageId });
      return { messageId };
    },
  };
  return mailer;
}
