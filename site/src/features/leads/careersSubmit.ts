// What the careers application sends and how a failure reads: the one path of the dialog's
// code on /careers and of the application page's action on the server for a form posted
// without JavaScript (forms/postedForm.ts, actions.ts).
import {
  CAREERS_APPLY_PATH,
  careersMessages,
  type ApplicationForm,
  type CareerPosition,
  type HONEYPOT_FIELD,
  type SiteApiFetch,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { leadFailure, submitApplication } from './api.ts';

/** The application's text fields (the position comes from the role; the CV is a file). */
export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  experience: string;
  github: string;
}

export const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  experience: '',
  github: '',
};

/** The application page of a role: where 'Apply Now' leads without JavaScript. */
export function applyPath(position: CareerPosition) {
  return `${CAREERS_APPLY_PATH}?position=${position}`;
}

/** The form's name in a posted page's verdict. */
export const APPLICATION_FORM = 'application';

/** Field errors by the contract's schema ({} when valid). The CV is the API's to check. */
export async function applicationErrors(values: ApplicationValues, position: CareerPosition) {
  const { applicationSchema, fieldErrors } = await loadValidation();
  return fieldErrors(applicationSchema, { ...values, position });
}

/**
 * Sends the application for `position` as multipart, with the CV when one was chosen and the
 * honeypot as typed; answers it as sent. Throws what the form shows.
 */
export async function sendApplication(
  values: ApplicationValues,
  position: CareerPosition,
  cv: File | null,
  honeypot: string,
  fetchApi?: SiteApiFetch,
): Promise<Omit<ApplicationForm, typeof HONEYPOT_FIELD>> {
  try {
    const { applicationSchema } = await loadValidation();
    const application = applicationSchema.parse({ ...values, position });
    await submitApplication(application, cv, honeypot, fetchApi);
    return application;
  } catch (error) {
    throw leadFailure(error, {
      notOk: careersMessages.failed,
      fallback: careersMessages.failed,
    });
  }
}
