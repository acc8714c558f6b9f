// What the contact form sends and how a failure reads: the one path of the form's code in the
// browser and of the page's action on the server for a form posted without JavaScript
// (forms/postedForm.ts, actions.ts).
import type { HONEYPOT_FIELD } from '@brightlane/contract';
import { contactMessages, type ContactRequest, type SiteApiFetch } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { leadFailure, submitContact } from './api.ts';

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const emptyContact: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The form's name in a posted page's verdict. */
export const CONTACT_FORM = 'contact';

/** Field errors by the contract's schema ({} when valid). */
export async function contactErrors(values: ContactValues) {
  const { contactSchema, fieldErrors } = await loadValidation();
  return fieldErrors(contactSchema, values);
}

/** Sends the message (with the honeypot as typed); answers it as sent. Throws what the form shows. */
export async function sendContact(
  values: ContactValues,
  honeypot: string,
  fetchApi?: SiteApiFetch,
): Promise<Omit<ContactRequest, typeof HONEYPOT_FIELD>> {
  try {
    const { contactSchema } = await loadValidation();
    const message = contactSchema.parse(values);
    await submitContact(message, honeypot, fetchApi);
    return message;
  } catch (error) {
    throw leadFailure(error, {
      notOk: contactMessages.submitFailed,
      fallback: contactMessages.fallback,
    });
  }
}
