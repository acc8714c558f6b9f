// The lead forms' actions: the contact form (on /contact and /support), the Quote Builder (on
// /contact), the free quote (on the home page) and the careers application (on its page,
// /careers/apply?position=…), posted without JavaScript
// (forms/postedForm.ts). Each takes its form's own path (contactSubmit.ts, quoteSubmit.ts,
// careersSubmit.ts)
// against the server's API, so the honeypot, the rate limit, the lead's one write and its
// e-mails are the same, and answers the page with the thank-you the form's code would show, or
// with the form's messages and what was typed.
import type { ActionFunctionArgs } from 'react-router-dom';
import {
  careerPositions,
  careersMessages,
  contactMessages,
  HONEYPOT_FIELD,
  quoteMessages,
  type CareerPosition,
} from '@brightlane/contract';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/formActions.ts';
import {
  APPLICATION_FORM,
  applicationErrors,
  emptyApplication,
  sendApplication,
} from './careersSubmit.ts';
import { CONTACT_FORM, contactErrors, emptyContact, sendContact } from './contactSubmit.ts';
import {
  emptyFreeQuote,
  emptyQuote,
  FREE_QUOTE_FORM,
  QUOTE_FORM,
  quoteErrors,
  sendQuote,
  type FreeQuoteValues,
} from './quoteSubmit.ts';

/** The honeypot as posted ('' when the field was not sent). */
function honeypotOf(formData: FormData) {
  const honeypot = formData.get(HONEYPOT_FIELD);
  return typeof honeypot === 'string' ? honeypot : '';
}

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const values = postedValues(formData, emptyContact);
  const options = { form: CONTACT_FORM, values };
  const errors = await contactErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    const sent = await sendContact(values, honeypotOf(formData), apiOf(context));
    // Sent: the page shows the thank-you in place of the form, as after the code's submit.
    return postedStep({
      form: CONTACT_FORM,
      values: {},
      state: { name: sent.name, email: sent.email },
    });
  } catch (error) {
    return failedForm(error, contactMessages.fallback, options);
  }
}

/** A quote form's action: the whole quote checked at once, as its last step's Submit sends it. */
async function answerQuote<T extends FreeQuoteValues>(
  form: string,
  empty: T,
  { request, context }: ActionFunctionArgs,
) {
  const formData = await request.formData();
  const values = postedValues(formData, empty);
  const options = { form, values };
  const errors = await quoteErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    const { quote, confirmation } = await sendQuote(values, honeypotOf(formData), apiOf(context));
    // The browser's thank-you does not wait for the confirmation e-mail; the server's answer
    // does (it never rejects), so the request is done with when the page is sent.
    await confirmation;
    return postedStep({ form, values: {}, state: { email: quote.email } });
  } catch (error) {
    return failedForm(error, quoteMessages.fallback, options);
  }
}

/** The Quote Builder on /contact, posted as one form of its three steps. */
export function quoteAction(args: ActionFunctionArgs) {
  return answerQuote(QUOTE_FORM, emptyQuote, args);
}

/** The home page's free quote. */
export function freeQuoteAction(args: ActionFunctionArgs) {
  return answerQuote(FREE_QUOTE_FORM, emptyFreeQuote, args);
}

/** The role named by the application page's address (`?position=`), or null. */
export function positionOf(url: string): CareerPosition | null {
  const position = new URL(url).searchParams.get('position');
  return careerPositions.find((known) => known === position) ?? null;
}

/**
 * The careers application, posted as multipart to its page with the CV when one was chosen
 * (an unchosen file input is sent as an empty, nameless file). The CV's type and size are the
 * API's to check, as for the dialog's request; its messages come back on the field.
 */
export async function applicationAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const values = postedValues(formData, emptyApplication);
  const options = { form: APPLICATION_FORM, values };
  const position = positionOf(request.url);
  if (!position) return invalidForm({ position: careersMessages.positionRequired }, options);
  const errors = await applicationErrors(values, position);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  const file = formData.get('cv');
  const cv =
    file !== null && typeof file !== 'string' && (file.size > 0 || file.name !== '') ? file : null;
  try {
    await sendApplication(values, position, cv, honeypotOf(formData), apiOf(context));
    // Sent: the thank-you above the emptied form, as after the dialog's submit.
    return postedStep({ form: APPLICATION_FORM, values: {}, state: { sent: 'true' } });
  } catch (error) {
    return failedForm(error, careersMessages.failed, options);
  }
}

/** The home page's forms: the free quote. */
export const homePageAction = actionsByForm({ [FREE_QUOTE_FORM]: freeQuoteAction });

/** /contact's forms: the contact form and the Quote Builder. */
export const contactPageAction = actionsByForm({
  [CONTACT_FORM]: contactAction,
  [QUOTE_FORM]: quoteAction,
});

/** /support's forms: the contact form. */
export const supportPageAction = actionsByForm({ [CONTACT_FORM]: contactAction });
