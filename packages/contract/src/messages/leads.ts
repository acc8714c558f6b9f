// The lead forms: the quote builder and the free quote, contact, careers.
// Part of the message catalogue (../messages.ts): exact strings are behaviour, word for word.

/** Quote builder: validation (§5) and submission errors (§8). */
export const quoteMessages = {
  projectGoalRequired: 'Please select a project type',
  businessTypeRequired: 'Please select your industry',
  projectScopeRequired: 'Please select project scope',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneInvalid: 'Please enter a valid phone number',
  /** The response was not ok. */
  submitFailed: 'Failed to submit quote',
  /** `success: false` without a server message. */
  submissionFailed: 'Submission failed',
  /** Shown under the form. */
  fallback: 'Failed to submit quote. Please try again.',
} as const;

/** Contact form: §5 leaves the checks to the browser, the wording is ours; errors and thanks are §8. */
export const contactMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  messageRequired: 'Message is required',
  /** From the earlier product's e-mail-routing call, which we no longer make (docs/product/decisions.md). */
  routingFailed: 'Failed to configure email routing',
  submitFailed: 'Failed to submit form',
  fallback: 'Failed to submit form. Please try again or contact us directly.',
  thankYou: (name: string) => `Thank You, ${name}!`,
  replyPromise: "We'll get back to you within 24 hours.",
  confirmationSent: (email: string) => `A confirmation has been sent to ${email}.`,
} as const;

/** Careers application modal: validation wording is ours (§5 lists the rules), outcomes are §8. */
export const careersMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone is required',
  experienceRequired: 'Experience is required',
  githubInvalid: 'Please enter a valid URL',
  positionRequired: 'Please select a position',
  cvType: 'Your CV must be a PDF or DOCX file',
  cvTooLarge: 'Your CV must be 5 MB or smaller',
  failed: 'There was an error submitting your application. Please try again.',
  successTitle: 'Thank you for your application!',
  successBody: "We'll review your information and get back to you soon.",
} as const;

/**
 * Ours: the `message` of the API's success answers to the lead forms. The site shows its own
 * success screens (§8); these are for other clients and the API reference.
 */
export const leadMessages = {
  quoteReceived:
    "Thank you! Your quote request has been received. We'll be in touch within 24 hours.",
  /** The same answer whether or not a confirmation was sent, so the call reveals nothing. */
  confirmationRequested:
    'If this address requested a quote in the last hour, a confirmation is on its way.',
  contactReceived: "Thank you for your message. We'll get back to you within 24 hours.",
  applicationReceived: "Thank you for your application! We'll review it and get back to you soon.",
} as const;
