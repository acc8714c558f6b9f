// Requests that end when their e-mails have gone: the answer never waits for the mail queue's
// worker (services/mail-queue.ts), so a test that reads the mailer, the outbox or a lead's
// status after a request waits for the worker's round that request woke.
import type { buildApp } from '../app.ts';

export function settledApp({ app, services }: ReturnType<typeof buildApp>) {
  return {
    async request(...args: Parameters<typeof app.request>): Promise<Response> {
      const res = await app.request(...args);
      await services.mailQueue.idle();
      return res;
    },
  };
}
