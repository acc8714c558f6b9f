// The lead e-mails: a notification to the agency's sales address and a confirmation to the
// visitor, each with a plain-text and an HTML part under a brand header. The HTML is
// self-contained: inline styles, no images, no remote resources, so nothing can track a
// reader. Everything a visitor typed is HTML-escaped.
//
// A confirmation goes to whatever address the form was given, so it repeats as little of the
// visitor's input as possible (their name and the choices they picked, never free text):
// otherwise anyone could send any text to anyone through our forms.
import {
  businessTypeLabels,
  careerPositionLabels,
  projectGoalLabels,
  projectScopeLabels,
} from '@brightlane/contract';
import { brand } from '@brightlane/contract/brand';
import type { applications, contactMessages, quotes } from '../db/schema.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Makes text safe inside HTML elements and quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** One line, at most `max` characters: for subjects and greetings. */
export function oneLine(value: string, max = 80): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Looks a key up in a label table; an unknown key (never, after validation) shows as is. */
function labelOf(labels: Readonly<Record<string, string>>, key: string): string {
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : key;
}

interface Field {
  label: string;
  /** Null or '' fields are left out. Line breaks are kept. */
  value: string | null | undefined;
}

interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  fields?: Field[];
  /** A call to action after the paragraphs: a button in HTML, the bare URL in text. */
  action?: { label: string; url: string };
  closing?: string[];
}

const FOOTER = `${brand.name} · ${brand.address.display} · ${brand.phone.display}`;
const colours = { text: '#1f2333', muted: '#5b6072', page: '#f4f5f7', line: '#e3e5ea' };

function renderText({
  heading,
  paragraphs,
  fields = [],
  action,
  closing = [],
}: MailContent): string {
  const lines = [brand.name, '='.repeat(brand.name.length), '', heading, ''];
  for (const paragraph of paragraphs) lines.push(paragraph, '');
  if (action) lines.push(`${action.label}: ${action.url}`, '');
  const shown = fields.filter((field) => field.value);
  for (const { label, value } of shown) {
    const text = value ?? '';
    if (text.includes('\n')) lines.push(`${label}:`, ...text.split(/\r?\n/).map((l) => `  ${l}`));
    else lines.push(`${label}: ${text}`);
  }
  if (shown.length > 0) lines.push('');
  for (const paragraph of closing) lines.push(paragraph, '');
  lines.push('-- ', FOOTER, '');
  return lines.join('\n');
}

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function actionHtml(action: MailContent['action']): string {
  if (!action) return '';
  const href = escapeHtml(action.url);
  return (
    `<p style="margin:0 0 16px"><a href="${href}" style="display:inline-block;padding:12px 20px;background:${brand.colour};color:#ffffff;border-radius:6px;font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;color:${colours.muted};word-break:break-all">${href}</p>`
  );
}

function renderHtml({
  subject,
  heading,
  paragraphs,
  fields = [],
  action,
  closing = [],
}: MailContent) {
  const rows = fields
    .filter((field) => field.value)
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid ${colours.line};font-size:14px;color:${colours.muted};white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:8px 0;border-top:1px solid ${colours.line};font-size:14px">${escapeHtml(value ?? '').replace(/\r?\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colours.page};font-family:Arial,Helvetica,sans-serif;color:${colours.text}">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${colours.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border-radius:8px">`,
    `<tr><td style="background:${brand.colour};border-radius:8px 8px 0 0;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:bold">${escapeHtml(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px">`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>`,
    ...paragraphs.map(paragraphHtml),
    actionHtml(action),
    table,
    ...closing.map(paragraphHtml),
    `</td></tr>`,
    `<tr><td style="padding:16px 24px;border-top:1px solid ${colours.line};font-size:12px;color:${colours.muted}">${escapeHtml(FOOTER)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

function render(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

const received = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
const replyPromise = `We'll get back to you ${brand.support.replyPromise}.`;
const signOff = `The ${brand.name} team`;

export function quoteNotification(quote: QuoteRow): RenderedMail {
  const goal = labelOf(projectGoalLabels, quote.projectGoal);
  return render({
    subject: `New quote request: ${goal} for ${oneLine(quote.name)}`,
    heading: 'New quote request',
    paragraphs: [
      `${oneLine(quote.name, 200)} asked for a quote. Reply to this e-mail to answer them.`,
    ],
    fields: [
      { label: 'Reference', value: `Quote #${quote.id}` },
      { label: 'Project type', value: goal },
      { label: 'Industry', value: labelOf(businessTypeLabels, quote.businessType) },
      { label: 'Scope', value: labelOf(projectScopeLabels, quote.projectScope) },
      { label: 'Name', value: quote.name },
      { label: 'Email', value: quote.email },
      { label: 'Phone', value: quote.phone },
      { label: 'Message', value: quote.message },
      { label: 'Received', value: received(quote.createdAt) },
    ],
  });
}

export function quoteConfirmation(quote: QuoteRow): RenderedMail {
  return render({
    subject: `We received your quote request — ${brand.name}`,
    heading: 'Thank you for your quote request',
    paragraphs: [
      `Hi ${oneLine(quote.name)},`,
      `Thank you for asking ${brand.name} for a quote. ${replyPromise}`,
    ],
    fields: [
      { label: 'Project type', value: labelOf(projectGoalLabels, quote.projectGoal) },
      { label: 'Industry', value: labelOf(businessTypeLabels, quote.businessType) },
      { label: 'Scope', value: labelOf(projectScopeLabels, quote.projectScope) },
    ],
    closing: [
      `Questions in the meantime? Call us on ${brand.phone.display} (${brand.support.hours}) or reply to this e-mail.`,
      signOff,
    ],
  });
}

export function contactNotification(message: ContactRow): RenderedMail {
  return render({
    subject: `New contact message from ${oneLine(message.name)}`,
    heading: 'New contact message',
    paragraphs: [
      `${oneLine(message.name, 200)} wrote through the contact form. Reply to this e-mail to answer them.`,
    ],
    fields: [
      { label: 'Reference', value: `Message #${message.id}` },
      { label: 'Name', value: message.name },
      { label: 'Email', value: message.email },
      { label: 'Phone', value: message.phone },
      { label: 'Message', value: message.message },
      { label: 'Received', value: received(message.createdAt) },
    ],
  });
}

export function contactConfirmation(message: ContactRow): RenderedMail {
  return render({
    subject: `Thanks for contacting ${brand.name}`,
    heading: 'Thank you for your message',
    paragraphs: [
      `Hi ${oneLine(message.name)},`,
      `Thank you for contacting ${brand.name}. ${replyPromise}`,
    ],
    closing: [`Need us sooner? Call ${brand.phone.display} (${brand.support.hours}).`, signOff],
  });
}

export function applicationNotification(application: ApplicationRow): RenderedMail {
  const position = labelOf(careerPositionLabels, application.position);
  const cv = application.cvFilename
    ? `${application.cvFilename} (${Math.max(1, Math.round((application.cvSize ?? 0) / 1024))} KB, attached)`
    : 'None';
  return render({
    subject: `New application: ${position} — ${oneLine(application.name)}`,
    heading: `New application: ${position}`,
    paragraphs: [
      `${oneLine(application.name, 200)} applied through the careers page. Reply to this e-mail to answer them.`,
    ],
    fields: [
      { label: 'Reference', value: `Application #${application.id}` },
      { label: 'Position', value: position },
      { label: 'Name', value: application.name },
      { label: 'Email', value: application.email },
      { label: 'Phone', value: application.phone },
      { label: 'GitHub', value: application.github },
      { label: 'Experience', value: application.experience },
      { label: 'CV', value: cv },
      { label: 'Received', value: received(application.createdAt) },
    ],
  });
}

export function applicationConfirmation(application: ApplicationRow): RenderedMail {
  return render({
    subject: `Your application to ${brand.name}`,
    heading: 'Thank you for your application!',
    paragraphs: [
      `Hi ${oneLine(application.name)},`,
      `Thank you for applying for the ${labelOf(careerPositionLabels, application.position)} position. We'll review your information and get back to you soon.`,
    ],
    closing: [signOff],
  });
}

// ---------------------------------------------------------------------------------------------
// Account e-mails (docs/decisions/016-accounts-in-the-site.md). The link is built by the caller from SITE_URL, never from the
// request's Host header, so a forged Host cannot send a victim's token elsewhere.
// ---------------------------------------------------------------------------------------------

export function passwordResetMail(name: string, url: string): RenderedMail {
  return render({
    subject: `Reset your ${brand.name} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${oneLine(name, 200)},`,
      'Someone asked to reset the password of your account. If it was you, choose a new password with this link. It works once and expires in 1 hour.',
    ],
    action: { label: 'Reset password', url },
    closing: [
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      signOff,
    ],
  });
}

export function emailVerificationMail(name: string, url: string): RenderedMail {
  return render({
    subject: `Confirm your e-mail address for ${brand.name}`,
    heading: 'Confirm your e-mail address',
    paragraphs: [
      `Hello ${oneLine(name, 200)},`,
      `Welcome to ${brand.name}! Please confirm that this is your e-mail address. The link works once and expires in 24 hours.`,
    ],
    action: { label: 'Confirm e-mail address', url },
    closing: ['If you did not create an account, ignore this e-mail.', signOff],
  });
}

/** To the new address of an e-mail change: the link makes it the login e-mail (docs/decisions/017-account-security.md). */
export function emailChangeMail(name: string, url: string): RenderedMail {
  return render({
    subject: `Confirm your new e-mail address for ${brand.name}`,
    heading: 'Confirm your new e-mail address',
    paragraphs: [
      `Hello ${oneLine(name, 200)},`,
      `You asked to use this address for your ${brand.name} account. Confirm it with this link; until then you keep signing in with your current address. The link works once and expires in 24 hours.`,
    ],
    action: { label: 'Confirm new address', url },
    closing: ['If you did not ask for this, ignore this e-mail.', signOff],
  });
}

/**
 * To the old address of an e-mail change, so the owner learns of a change they did not make
 * while they can still act (the change needs their password, but passwords leak), with the
 * link that stops it (docs/decisions/034-accounts-stay-the-owners.md).
 */
export function emailChangeNoticeMail(
  name: string,
  newEmail: string,
  undoUrl: string,
): RenderedMail {
  return render({
    subject: `Your ${brand.name} e-mail address is being changed`,
    heading: 'Your e-mail address is being changed',
    paragraphs: [
      `Hello ${oneLine(name, 200)},`,
      `Someone signed in to your account asked to change its e-mail address to ${oneLine(newEmail, 200)}. The change takes effect only when the link sent to that address is followed.`,
      'If this was not you, use this link: it stops the change, signs out every session and sends you a link to set a new password. It works once and expires in 7 days.',
    ],
    action: { label: 'This was not me', url: undoUrl },
    closing: ['If it was you, there is nothing to do.', signOff],
  });
}

/**
 * To the old address once a change took effect: the same way back, now to give the address
 * back to the account (ASVS 5.0 V6.3.6).
 */
export function emailChangedMail(name: string, newEmail: string, undoUrl: string): RenderedMail {
  return render({
    subject: `Your ${brand.name} e-mail address was changed`,
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `Hello ${oneLine(name, 200)},`,
      `Your account now signs in with ${oneLine(newEmail, 200)} instead of this address.`,
      'If this was not you, use this link: it makes this address the account’s again, signs out every session and sends you a link to set a new password. It works once and expires in 7 days.',
    ],
    action: { label: 'This was not me', url: undoUrl },
    closing: ['If it was you, there is nothing to do.', signOff],
  });
}

/**
 * A notification, also by e-mail because the user keeps Email Notifications on (docs/decisions/020-notifications.md).
 * The subject is the notification's own words; the footer says how to stop these.
 */
export function notificationMail(name: string, text: string, siteUrl: string): RenderedMail {
  const base = siteUrl.replace(/\/+$/, '');
  return render({
    subject: oneLine(text, 120),
    heading: 'A notification from your account',
    paragraphs: [`Hello ${oneLine(name, 200)},`, text],
    action: { label: 'View notifications', url: `${base}/notifications` },
    closing: [
      `You get these because Email Notifications is on in Account Settings (${base}/settings).`,
      signOff,
    ],
  });
}
