import type { PublicUser } from '@brightlane/contract';
import { profileMessages } from '@brightlane/contract';
import { Button, Form, TextField, useForm } from '@brightlane/ui';
import { preloadValidation } from '../../app/validation.ts';
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { profileFailure, updateProfile, type ProfileResponse } from './api.ts';
import { profileCopy as copy } from './copy.ts';
import { PROFILE_FORM, PROFILE_PATH, type ProfileValues } from './postedForms.ts';
import { changesEmail, profileErrors, profileRequest } from './submit.ts';
import * as styles from './profile.css.ts';

export interface ProfileEditFormProps {
  /** The signed-in user: the starting values, and the e-mail a change is measured against. */
  user: PublicUser;
  /** After a successful save, with the API's answer. */
  onSaved: (answer: ProfileResponse) => void;
}

/**
 * The profile's edit form (docs/product/spec.md §2, §5): Full Name and Email, both required, the e-mail of
 * email type. A new e-mail also asks for the Current Password (the API refuses the change
 * without it), and takes effect once the link sent to it is followed. It posts to /profile,
 * whose action answers it where the page's code has not run (features/profile/actions.ts): the
 * page it answers with starts from its verdict, what was typed and the messages (never the
 * password).
 */
export function ProfileEditForm({ user, onSaved }: ProfileEditFormProps) {
  const posted = usePostedForm<ProfileValues>(PROFILE_FORM);
  const hydrated = useHydrated();
  const form = useForm<ProfileValues>({
    initialValues: {
      name: posted?.values.name ?? user.name,
      email: posted?.values.email ?? user.email,
      currentPassword: '',
    },
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: (values) => profileErrors(values, user.email),
    fallbackError: profileMessages.updateFailed,
    onSubmit: async (values) => {
      let answer;
      try {
        answer = await updateProfile(await profileRequest(values, user.email));
      } catch (error) {
        throw profileFailure(error);
      }
      onSaved(answer);
    },
  });
  const emailChanging = changesEmail(form.values.email, user.email);
  // The password shows as a new e-mail is typed, which takes the page's code. The server's
  // render, and the render that hydrates it, hold it all the same, shown only where that code
  // does not run (profile.css.ts), with a hint that says when it is needed.
  const passwordWithoutScript = !emailChanging && !hydrated;
  return (
    <Form
      method="post"
      action={PROFILE_PATH}
      {...form.formProps}
      aria-label={copy.edit}
      onFocusCapture={preloadValidation}
      className={styles.form}
    >
      <FormName name={PROFILE_FORM} />
      <TextField {...form.field('name')} label={copy.name} autoComplete="name" required />
      <TextField
        {...form.field('email')}
        label={copy.email}
        type="email"
        autoComplete="email"
        hint={user.pendingEmail && !emailChanging ? copy.pendingHint(user.pendingEmail) : undefined}
        required
      />
      {emailChanging || passwordWithoutScript ? (
        <TextField
          {...form.field('currentPassword')}
          label={copy.currentPassword}
          type="password"
          autoComplete="current-password"
          hint={passwordWithoutScript ? copy.currentPasswordIfEmail : copy.currentPasswordHint}
          required={emailChanging}
          className={passwordWithoutScript ? styles.withoutScript : undefined}
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
