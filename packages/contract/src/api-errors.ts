// The one error body every API failure returns, whatever the status: a sentence a person can
// read, plus per-field issues when the input was invalid. The site maps `issues` onto form
// fields by `path` and shows `message` otherwise (docs/product/spec.md §8).
import { z } from './zod.ts';

/** One invalid field. `path` is the field's dotted path ('email', 'items.0.name'); '' is the whole body. */
export const apiIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

export const apiErrorSchema = z.object({
  message: z.string(),
  issues: z.array(apiIssueSchema).optional(),
});

export type ApiIssue = z.infer<typeof apiIssueSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The `message` of a 400 whose body failed validation; the details are in `issues`. */
export const INVALID_INPUT_MESSAGE = 'Invalid input';
