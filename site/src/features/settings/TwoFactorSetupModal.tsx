import { useId, type ReactNode } from 'react';
import { settingsMessages } from '@brightlane/contract';
import type { TwoFactorSetupResponse } from '@brightlane/contract';
import {
  Button,
  Form,
  Modal,
  ModalClose,
  QRCode,
  SecretField,
  Spinner,
  Text,
  TextField,
  useForm,
  useToast,
} from '@brightlane/ui';
import type { TextFieldProps } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { enableTwoFactor } from './api.ts';
import { twoFactorSetupCopy as copy } from './copy.ts';
import { formFailure } from './failures.ts';
import * as styles from './settings.css.ts';

/** The pending secret: asked for when the modal opens (SecurityCard), null until it arrives. */
export type TwoFactorSetup = TwoFactorSetupResponse | null;

export interface TwoFactorSetupModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  setup: TwoFactorSetup;
  /** The code was verified: two-factor is on, here are the ten recovery codes. */
  onEnabled: (recoveryCodes: string[]) => void;
}

/**
 * 'Set Up Two-Factor Authentication' (docs/product/spec.md §2, docs/product/decisions.md "Two-factor"): step 1 the QR
 * code of the otpauth:// URL (size 200, level H, with margin) and the key to type by hand;
 * step 2 the 6-digit code and the current password (a session alone must not turn it on). A
 * code that is not 6 digits is refused here ('Invalid verification code', no request); the
 * server verifies the rest, a wrong password on its field.
 */
export function TwoFactorSetupModal({
  open,
  onOpenChange,
  setup,
  onEnabled,
}: TwoFactorSetupModalProps) {
  const formId = useId();
  const { toast } = useToast();
  const form = useForm<{ code: string; password: string }>({
    initialValues: { code: '', password: '' },
    validate: async (values) => {
      const { twoFactorEnableSchema, fieldErrors } = await loadValidation();
      const errors = fieldErrors(twoFactorEnableSchema, values);
      if (errors.code) {
        toast({
          tone: 'critical',
          title: settingsMessages.invalidVerificationCode,
          id: 'settings-2fa',
        });
      }
      return errors;
    },
    fallbackError: settingsMessages.twoFactorEnableFailed,
    onSubmit: async ({ code, password }) => {
      let recoveryCodes: string[];
      try {
        recoveryCodes = await enableTwoFactor(code.replace(/\s+/g, ''), password);
      } catch (error) {
        const failure = formFailure(error);
        if (failure) throw failure;
        toast({
          tone: 'critical',
          title: settingsMessages.twoFactorEnableFailed,
          id: 'settings-2fa',
        });
        return;
      }
      toast({ tone: 'positive', title: settingsMessages.twoFactorEnabled, id: 'settings-2fa' });
      form.reset();
      onEnabled(recoveryCodes);
    },
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title={copy.title}
      description={copy.description}
      footer={
        <>
          <ModalClose>
            <Button variant="outline" tone="neutral">
              {copy.cancel}
            </Button>
          </ModalClose>
          <Button
            type="submit"
            form={formId}
            disabled={!setup}
            loading={form.submitting}
            loadingText={copy.submitting}
          >
            {copy.submit}
          </Button>
        </>
      }
    >
      {setup ? (
        <TwoFactorSetupSteps setup={setup}>
          <Form
            method="post"
            {...form.formProps}
            id={formId}
            aria-label={copy.step2}
            onFocusCapture={preloadValidation}
          >
            <TwoFactorCodeFields field={form.field} />
          </Form>
        </TwoFactorSetupSteps>
      ) : (
        <div className={styles.loading}>
          <Spinner size="md" />
          <span role="status">{copy.loading}</span>
        </div>
      )}
    </Modal>
  );
}

/**
 * The set-up's two steps: the QR code of the otpauth:// URL (size 200, level H, with margin)
 * and the key to type by hand, then `children` (step 2's fields, in the modal's form or in the
 * page's form where the modal cannot open).
 */
export function TwoFactorSetupSteps({
  setup,
  children,
}: {
  setup: TwoFactorSetupResponse;
  children: ReactNode;
}) {
  return (
    <ol className={styles.steps}>
      <li className={styles.step}>
        <h3 className={styles.stepTitle}>{copy.step1}</h3>
        <Text size="sm" variant="muted">
          {copy.step1Text}
        </Text>
        <QRCode
          className={styles.qr}
          value={setup.otpauthUrl}
          label={copy.qrLabel}
          size={200}
          level="H"
          marginSize={4}
        />
        <SecretField
          className={styles.secret}
          value={setup.secret}
          label={copy.secret}
          hint={copy.secretHint}
        />
      </li>
      <li className={styles.step}>
        <h3 className={styles.stepTitle}>{copy.step2}</h3>
        {children}
      </li>
    </ol>
  );
}

/** What each field takes from its form: `useForm`'s bindings, or a name and the server's message. */
type FieldProps = Pick<TextFieldProps, 'name' | 'error'> & Partial<TextFieldProps>;

/** Step 2's fields: the 6-digit code and the current password. */
export function TwoFactorCodeFields({
  field,
}: {
  field: (name: 'code' | 'password') => FieldProps;
}) {
  return (
    <>
      <TextField
        {...field('code')}
        label={copy.code}
        hint={copy.codeHint}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      <TextField
        {...field('password')}
        label={copy.password}
        type="password"
        autoComplete="current-password"
        required
      />
    </>
  );
}
