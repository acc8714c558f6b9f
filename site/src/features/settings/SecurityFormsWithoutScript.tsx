import { useId, type ReactNode } from 'react';
import { twoFactorMessages } from '@brightlane/contract';
import { Button, Form, Heading, RecoveryCodes, Text, TextField } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { ChangePasswordFields } from './ChangePasswordModal.tsx';
import {
  changePasswordCopy,
  recoveryCodesCopy,
  securityCopy,
  twoFactorDisableCopy,
  twoFactorSetupCopy,
} from './copy.ts';
import {
  CHANGE_PASSWORD_FORM,
  type ChangePasswordValues,
  RECOVERY_CODES_STATE,
  SETUP_SECRET,
  SETUP_URL,
  TWO_FACTOR_DISABLE_FORM,
  TWO_FACTOR_ENABLE_FORM,
  TWO_FACTOR_SETUP_FORM,
  type TwoFactorEnableValues,
} from './postedForms.ts';
import * as styles from './settings.css.ts';
import { TwoFactorCodeFields, TwoFactorSetupSteps } from './TwoFactorSetupModal.tsx';

/**
 * 'Account Security' where its modals cannot open (docs/decisions/040-forms-post-to-the-server.md):
 * Change Password, and Enable or Disable Two-Factor Authentication by state, as forms on the
 * page that post to it (features/settings/actions.ts). Enabling takes the modal's steps as
 * pages: the button asks for a secret, the answer shows its QR code and key with step 2's form,
 * and step 2's answer shows the recovery codes this once. The server's render and the render
 * that hydrates it hold them; CSS shows them only where the page's code does not run
 * (app/scripting.ts), and the code drops them once it runs — unless the page is the answer to
 * one of them, which then stays: its messages beside its fields, a secret being set up, the
 * recovery codes. Passwords are never sent back.
 */
export function SecurityFormsWithoutScript({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const password = usePostedForm<ChangePasswordValues>(CHANGE_PASSWORD_FORM);
  const disable = usePostedForm<{ password: string }>(TWO_FACTOR_DISABLE_FORM);
  const setupAsked = usePostedForm(TWO_FACTOR_SETUP_FORM);
  const enable = usePostedForm<TwoFactorEnableValues>(TWO_FACTOR_ENABLE_FORM);
  const hydrated = useHydrated();
  const refused = (posted: { generalError: string | null; errors: object } | undefined) =>
    !!posted && (!!posted.generalError || Object.keys(posted.errors).length > 0);
  // The secret being set up: the set-up's answer, or step 2's when a field was refused. A step
  // 2 refused as a whole (the secret expired, the service failed) starts again from the button.
  const restart = !!enable?.generalError && Object.keys(enable.errors).length === 0;
  const setupState = restart ? undefined : (enable ?? setupAsked)?.state;
  const secret = setupState?.[SETUP_SECRET];
  const otpauthUrl = setupState?.[SETUP_URL];
  const setup = !twoFactorEnabled && secret && otpauthUrl ? { secret, otpauthUrl } : null;
  const recoveryCodes = twoFactorEnabled
    ? enable?.state?.[RECOVERY_CODES_STATE]?.split('\n').filter(Boolean)
    : undefined;
  const posted =
    refused(password) ||
    refused(disable) ||
    refused(setupAsked) ||
    restart ||
    !!setup ||
    !!recoveryCodes;
  if (hydrated && !posted) return null;
  return (
    <div className={posted ? styles.postedForms : styles.formsWithoutScript}>
      {recoveryCodes?.length ? (
        <section aria-labelledby={RECOVERY_CODES_HEADING} className={styles.recoveryCodes}>
          <Heading level={3} size="md" id={RECOVERY_CODES_HEADING}>
            {twoFactorMessages.recoveryCodesTitle}
          </Heading>
          <Text size="sm" variant="muted">
            {recoveryCodesCopy.description}
          </Text>
          <RecoveryCodes codes={recoveryCodes} fileName="brightlane-recovery-codes.txt" />
        </section>
      ) : null}
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
          generalError={disable?.generalError}
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
            error={disable?.errors.password}
          />
        </PageForm>
      ) : setup ? (
        <PageForm
          name={TWO_FACTOR_ENABLE_FORM}
          title={twoFactorSetupCopy.title}
          description={twoFactorSetupCopy.description}
          generalError={enable?.generalError}
          submit={<Button type="submit">{twoFactorSetupCopy.submit}</Button>}
        >
          <input type="hidden" name={SETUP_SECRET} value={setup.secret} />
          <input type="hidden" name={SETUP_URL} value={setup.otpauthUrl} />
          <TwoFactorSetupSteps setup={setup}>
            <TwoFactorCodeFields
              field={(name) => ({
                name,
                error: enable?.errors[name],
                defaultValue: name === 'code' ? enable?.values.code : undefined,
              })}
            />
          </TwoFactorSetupSteps>
        </PageForm>
      ) : (
        <PageForm
          name={TWO_FACTOR_SETUP_FORM}
          title={twoFactorSetupCopy.title}
          description={twoFactorSetupCopy.description}
          generalError={restart ? enable?.generalError : setupAsked?.generalError}
          submit={<Button type="submit">{securityCopy.enableTwoFactor}</Button>}
        />
      )}
    </div>
  );
}

/** The recovery codes' heading (one section of its kind on the page). */
const RECOVERY_CODES_HEADING = 'settings-recovery-codes';

interface PageFormProps {
  name: string;
  title: string;
  description: string;
  generalError: string | null | undefined;
  submit: ReactNode;
  children?: ReactNode;
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
