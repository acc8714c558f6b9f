// The small field builders the schemas are made of. Their own module, so that a page which
// reads one shape (the blog's posts) does not evaluate every form's schema with them.
import { z } from './zod.ts';

/**
 * Text that must not be blank: trimmed first, so '   ' counts as empty (docs/product/spec.md §5 "after
 * trimming"). A missing or non-string value gets the same message.
 */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** Optional free text, trimmed; '' is allowed because forms send empty inputs as ''. */
export function optionalText() {
  return z.string().trim().optional();
}

/** An ISO 8601 date-time string, as JSON carries dates ('2026-11-22T10:00:00.000Z'). */
export function isoDateTime() {
  return z.iso.datetime({ offset: true });
}

/** Ids are opaque strings on the wire, so the API may use UUIDs without the site caring. */
export const idSchema = z.string().min(1);
