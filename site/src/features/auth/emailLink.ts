// The e-mailed confirmation link's page and the names of the two forms it answers. A module of
// its own, tiny: the layout's 'Confirm your e-mail' banner, in every page's first load, needs
// them without the accounts client (submit.ts, api.ts), which loads with the first resend.

/** The e-mailed confirmation link's page, which also sends the link again. */
export const VERIFY_EMAIL_PATH = '/verify-email';
/** The link's 'Confirm', posted to its page (forms/postedForm.ts). */
export const VERIFY_EMAIL_FORM = 'verify-email';
/** 'Resend' of the 'Confirm your e-mail' banner, posted to the confirmation link's page. */
export const RESEND_VERIFICATION_FORM = 'resend-verification';
