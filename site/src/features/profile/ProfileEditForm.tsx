import type { PublicUser, UpdateProfileRequest } from '@brightlane/contract';
import { profileMessages } from '@brightlane/contract';
import { Button, Form, TextField, useForm } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { profileFailure, updateProfile, type ProfileResponse } from './api.ts';
import { profileCopy as copy } from './copy.ts';
import * as styles from './profile.css.ts';

interface ProfileValues {
  name: string;
  email: string;
  currentPassword: string;
}

export interface ProfileEditFormProps {
  /** The signed-in user: the starting values, and the e-mail a change is measured against. */
  user: PublicUser;
  /** After a successful save, with the API's answer. */
  onSaved: (answer: ProfileResponse) => void;
}

/** Whether the typed e-mail is another address than the account's (case and spaces aside). */
function changesEmail(email: string, user: PublicUser): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

function toRequest(values: ProfileValues, user: PublicUser): UpdateProfileRequest {
  return {
    name: values.name,
    email: values.email,
    ...(changesEmail(values.email, user) && { currentPassword: values.currentPassword }),
  };
}

/**
 * The profile's edit form (docs/product/spec.md §2, §5): Full Name and Email, both required, the e-mail of
 * email type. A new e-mail also asks for the Current Password (the API refuses the change
 * without it), and takes effect once the link sent to it is followed.
 */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const form = useForm<ProfileValues>({
    initialValues: { name: user.name, email: user.email, currentPassword: '' },
    validate: async (values) => {
      const { updateProfileSchema, fieldErrors } = await loadValidation();
      const errors: Partial<Record<keyof ProfileValues, string>> = fieldErrors(
        updateProfileSchema,
        toRequest(values, user),
      );
      if (changesEmail(values.email, user) && values.currentPassword === '') {
        errors.currentPassword ??= profileMessages.passwordRequiredForEmail;
      }
      return errors;
    },
    fallbackError: profileMessages.updateFailed,
    onSubmit: async (values) => {
      let answer;
      try {
        const { updateProfileSchema } = await loadValidation();
        answer = await updateProfile(updateProfileSchema.parse(toRequest(values, user)));
      } catch (error) {
        throw profileFailure(error);
      }
      onSaved(answer);
    },
  });
  const emailChanging = changesEmail(form.values.email, user);
  return (
    <Form
      method="post"
      {...form.formProps}
      aria-label={copy.edit}
      onFocusCapture={preloadValidation}
      className={styles.form}
    >
      <TextField {...form.field('name')} label={copy.name} autoComplete="name" required />
      <TextField
        {...form.field('email')}
        label={copy.email}
        type="email"
        autoComplete="email"
        hint={user.pendingEmail && !emailChanging ? copy.pendingHint(user.pendingEmail) : undefined}
        required
      />
      {emailChanging ? (
        <TextField
          {...form.field('currentPassword')}
          label={copy.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={copy.currentPasswordHint}
          required
        />
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" loading={form.submitting} loadingText={copy.saving}>
          {copy.save}
        </Button>
      </div>
    </Form>
  );
}
