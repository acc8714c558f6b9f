// What the profile's edit form checks and sends: one rule and one request for the form's code in
// the browser and for the page's action on the server when the form was posted without
// JavaScript (features/profile/actions.ts). The contract's `updateProfileSchema`, plus the rule
// the API also keeps: a new e-mail needs the current password.
import { profileMessages } from '@brightlane/contract';
import type { UpdateProfileRequest } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import type { ProfileValues } from './postedForms.ts';

/** Whether the typed e-mail is another address than the account's (case and spaces aside). */
export function changesEmail(email: string, accountEmail: string): boolean {
  return email.trim().toLowerCase() !== accountEmail.toLowerCase();
}

/** The request as typed: the current password only with a new e-mail. */
function toRequest(values: ProfileValues, accountEmail: string): UpdateProfileRequest {
  return {
    name: values.name,
    email: values.email,
    ...(changesEmail(values.email, accountEmail) && { currentPassword: values.currentPassword }),
  };
}

/** Field errors of the form for the account whose e-mail is `accountEmail` ({} when valid). */
export async function profileErrors(
  values: ProfileValues,
  accountEmail: string,
): Promise<Partial<Record<keyof ProfileValues, string>>> {
  const { updateProfileSchema, fieldErrors } = await loadValidation();
  const errors: Partial<Record<keyof ProfileValues, string>> = fieldErrors(
    updateProfileSchema,
    toRequest(values, accountEmail),
  );
  if (changesEmail(values.email, accountEmail) && values.currentPassword === '') {
    errors.currentPassword ??= profileMessages.passwordRequiredForEmail;
  }
  return errors;
}

/** What `updateProfile` sends for valid `values`: the schema's output (the e-mail normalised). */
export async function profileRequest(
  values: ProfileValues,
  accountEmail: string,
): Promise<UpdateProfileRequest> {
  const { updateProfileSchema } = await loadValidation();
  return updateProfileSchema.parse(toRequest(values, accountEmail));
}
