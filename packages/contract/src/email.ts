// The one e-mail rule of the product. docs/product/spec.md §5 asks only that an address "looks like"
// name@host.tld, so the pattern is deliberately loose: something without spaces or '@', an '@',
// and a host with at least one dot. Every form and every API route uses this same pattern, so
// the browser can never accept an address the server rejects (or the reverse).
import { z } from './zod.ts';

/** name@host.tld: no whitespace, exactly one '@', a dot somewhere in the host. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` (trimmed) matches {@link EMAIL_PATTERN}. */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * The form of an address used to find an account: trimmed and lower-cased, so
 * 'Ann@Example.com ' and 'ann@example.com' are one account (sign-up, login, reset).
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The part before the '@' ('' when there is none); the seed of a user's `username`. */
export function emailLocalPart(value: string): string {
  const at = value.indexOf('@');
  return at === -1 ? '' : value.slice(0, at);
}

export interface EmailFieldMessages {
  /** Shown when the field is missing or blank. */
  required: string;
  /** Shown when something was typed that is not an address. */
  invalid: string;
}

export interface EmailFieldOptions {
  /** Lower-case the address too (account e-mails), not only trim it. */
  normalize?: boolean;
}

/**
 * A zod field for an e-mail address with the caller's exact messages (they differ per form in
 * docs/product/spec.md §5). One check does both jobs, so a blank value reports only `required`, never
 * `invalid` as well: a form shows one message per field and the API one issue per field.
 */
export function emailField(messages: EmailFieldMessages, options: EmailFieldOptions = {}) {
  const trimmed = z.string({ error: messages.required }).trim();
  return (options.normalize ? trimmed.toLowerCase() : trimmed).regex(EMAIL_PATTERN, {
    error: (issue) => (issue.input === '' ? messages.required : messages.invalid),
  });
}
