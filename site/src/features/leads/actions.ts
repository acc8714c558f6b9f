// The lead forms' actions (the contact form on /contact and /support): the form posted without
// JavaScript (forms/postedForm.ts). It takes the form's own path (contactSubmit.ts) against the
// server's API, so the honeypot, the rate limit, the lead's one write and its e-mails are the
// same, and answers the page with the thank-you the form's code would show, or with the form's
// messages and what was typed.
import type { ActionFunctionArgs } from 'react-router-dom';
import { contactMessages, HONEYPOT_FIELD } from '@brightlane/contract';
import {
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/postedForm.ts';
import { CONTACT_FORM, contactErrors, emptyContact, sendContact } from './contactSubmit.ts';

export async function contactAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const values = postedValues(formData, emptyContact);
  const honeypot = formData.get(HONEYPOT_FIELD);
  const options = { form: CONTACT_FORM, values };
  const errors = await contactErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    const sent = await sendContact(
      values,
      typeof honeypot === 'string' ? honeypot : '',
      apiOf(context),
    );
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
