import { brand } from '@brightlane/contract/brand';

/** The thank-you after a quote request, shared by the Quote Builder and the home page form. */
export const quoteThanksCopy = {
  title: 'Thank You!',
  body: `Your quote request has been received. We'll be in touch ${brand.support.replyPromise}.`,
  confirmation: (email: string) => `A confirmation is on its way to ${email}.`,
  again: 'Request Another Quote',
} as const;
