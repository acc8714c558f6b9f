import { useId, type ReactNode } from 'react';
import { Button, Form, Heading, Text, TextField } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { ChangePasswordFields } from './ChangePasswordModal.tsx';
import { changePasswordCopy, securityCopy, twoFactorDisableCopy } from './copy.ts';
import {
  CHANGE_PASSWORD_FORM,
  type ChangePasswordValues,
  TWO_FACTOR_DISABLE_FORM,
} from './postedForms.ts';
import * as styles from './settings.css.ts';

/**
 * 'Account Security' where its modals cannot open (docs/decisions/040-forms-post-to-the-server.md):
 * Change Password, and Disable Two-Factor Authentication when it is on, as forms on the page
 * that post to it (features/settings/actions.ts). The server's render and the render that
 * hydrates it hold them; CSS shows them only where the page's code does not run
 * (app/scripting.ts), and the code drops them once it runs — unless the page is the answer to
 * one of them, whose messages then stay beside its fields. Passwords are never sent back.
 */
export function SecurityFormsWithoutScript({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const password = usePostedForm<ChangePasswordValues>(CHANGE_PASSWORD_FORM);
  const twoFactor = usePostedForm<{ password: string }>(TWO_FACTOR_DISABLE_FORM);
  const hydrated = useHydrated();
  const answered = (posted: typeof password | typeof twoFactor) =>
    !!posted && (!!posted.generalError || Object.keys(posted.errors).length > 0);
  const posted = answered(password) || answered(twoFactor);
  if (hydrated && !posted) return null;
  return (
    <div className={posted ? styles.postedForms : styles.formsWithoutScript}>
      <PageForm
        name={CHANGE_PASSWORD_FORM}
        title={changePasswordCopy.title}
        description={changePasswordCopy.description}
        generalError={password?.generalError}
        submit={<Button type="submit">{changePasswordCopy.submit}</Button>}
      >
        <ChangePasswordFields field={(name) => ({ name, error: password?.errors[name] })} />
      </PageForm>
      {twoFactorEnabled ? (
        <PageForm
          name={TWO_FACTOR_DISABLE_FORM}
          title={twoFactorDisableCopy.title}
          description={twoFactorDisableCopy.description}
          generalError={twoFactor?.generalError}
          submit={
            <Button type="submit" tone="critical">
              {twoFactorDisableCopy.submit}
            </Button>
          }
        >
          <TextField
            name="password"
            label={twoFactorDisableCopy.password}
            type="password"
            autoComplete="current-password"
            required
            error={twoFactor?.errors.password}
          />
        </PageForm>
      ) : (
        <Text size="sm" variant="muted">
          {securityCopy.enableNeedsScripting}
        </Text>
      )}
    </div>
  );
}

interface PageFormProps {
  name: string;
  title: string;
  description: string;
  generalError: string | null | undefined;
  submit: ReactNode;
  children: ReactNode;
}

/** One of the modals' forms on the page: its title as a heading that names it, and its button. */
function PageForm({ name, title, description, generalError, submit, children }: PageFormProps) {
  const headingId = useId();
  return (
    <Form method="post" aria-labelledby={headingId} generalError={generalError}>
      <FormName name={name} />
      <Heading level={3} size="md" id={headingId}>
        {title}
      </Heading>
      <Text size="sm" variant="muted">
        {description}
      </Text>
      {children}
      <div>{submit}</div>
    </Form>
  );
}
