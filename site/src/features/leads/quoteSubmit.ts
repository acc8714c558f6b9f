// What the quote forms (the Quote Builder on /contact, the free quote on the home page) send
// and how a failure reads: the one path of the forms' code in the browser and of the pages'
// actions on the server for a form posted without JavaScript (forms/postedForm.ts, actions.ts).
import {
  quoteMessages,
  type BusinessType,
  type ProjectGoal,
  type ProjectScope,
  type QuoteForm,
  type SiteApiFetch,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { leadFailure, sendConfirmation, submitQuote } from './api.ts';

/** The Quote Builder's values: the choices stay '' until made. */
export interface QuoteValues {
  projectGoal: ProjectGoal | '';
  businessType: BusinessType | '';
  projectScope: ProjectScope | '';
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The home page's free quote: the builder's fields without phone and message. */
export type FreeQuoteValues = Omit<QuoteValues, 'phone' | 'message'>;

export const emptyFreeQuote: FreeQuoteValues = {
  name: '',
  email: '',
  projectGoal: '',
  businessType: '',
  projectScope: '',
};

export const emptyQuote: QuoteValues = { ...emptyFreeQuote, phone: '', message: '' };

/** The Quote Builder's name in a posted page's verdict (and its `<FormName>`). */
export const QUOTE_FORM = 'quote';

/** The free quote's name in a posted page's verdict (and its `<FormName>`). */
export const FREE_QUOTE_FORM = 'free-quote';

/** The Quote Builder's steps that are filled in (step 4 is the thank-you). */
export type QuoteStep = 1 | 2 | 3;

/** Field errors of the whole quote by the contract's schema ({} when valid). */
export async function quoteErrors(values: FreeQuoteValues) {
  const { fieldErrors, quoteFormSchema } = await loadValidation();
  return fieldErrors(quoteFormSchema, values);
}

/** Field errors of one of the builder's steps by the contract's step schema. */
export async function quoteStepErrors(step: QuoteStep, values: QuoteValues) {
  const { fieldErrors, quoteStepSchemas } = await loadValidation();
  return fieldErrors(quoteStepSchemas[step - 1]!, values);
}

/** The builder's step that holds a field (for its posted verdict: the first step with a message). */
export function stepOfField(field: string): QuoteStep {
  if (field === 'projectGoal') return 1;
  if (field === 'businessType' || field === 'projectScope') return 2;
  return 3;
}

/** A quote that was sent: what went (trimmed by the schema), and the confirmation request. */
export interface SentQuote {
  quote: QuoteForm;
  /**
   * The visitor's confirmation e-mail, asked for after the quote (docs/product/spec.md §7).
   * It never rejects; the browser's thank-you does not wait for it.
   */
  confirmation: Promise<void>;
}

/**
 * Sends the quote (with the honeypot as typed), then asks for the confirmation e-mail without
 * waiting for it. Throws what the form shows.
 */
export async function sendQuote(
  values: FreeQuoteValues,
  honeypot: string,
  fetchApi?: SiteApiFetch,
): Promise<SentQuote> {
  let quote: QuoteForm;
  try {
    const { quoteFormSchema } = await loadValidation();
    quote = quoteFormSchema.parse(values);
    await submitQuote(quote, honeypot, fetchApi);
  } catch (error) {
    throw leadFailure(error, {
      notOk: quoteMessages.submitFailed,
      rejected: quoteMessages.submissionFailed,
      fallback: quoteMessages.fallback,
    });
  }
  const confirmation = sendConfirmation(
    { email: quote.email, name: quote.name, projectType: quote.projectGoal },
    fetchApi,
  );
  return { quote, confirmation };
}
