// Any request: rate limits and what a request that cannot be read is told.
// Part of the message catalogue (../messages.ts): exact strings are behaviour, word for word.

/** Answers of the rate limiter on auth endpoints and public forms (docs/product/decisions.md). */
export const rateLimitMessages = {
  tooManyAttempts: 'Too many attempts. Try again in 10 minutes.',
  /** The same sentence for another wait; `tooManyAttemptsIn(10)` equals `tooManyAttempts`. */
  tooManyAttemptsIn: (minutes: number) =>
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  /** Ours: the 429 of a public form (quote, contact, careers) after too many submissions. */
  tooManySubmissions: 'Too many submissions. Please try again in 10 minutes.',
  /** The same sentence for another wait; `tooManySubmissionsIn(10)` equals `tooManySubmissions`. */
  tooManySubmissionsIn: (minutes: number) =>
    `Too many submissions. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
} as const;

/** Generic fallbacks of the API client (§7). */
export const requestMessages = {
  /** A failed response whose body has no `message`. */
  failedWithStatus: (status: number) => `Request failed with status ${status}`,
} as const;
