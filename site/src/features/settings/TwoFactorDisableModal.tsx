import { useId } from 'react';
import { settingsMessages, twoFactorMessages } from '@brightlane/contract';
import { Button, Form, Modal, ModalClose, TextField, useForm, useToast } from '@brightlane/ui';
import { disableTwoFactor } from './api.ts';
import { twoFactorDisableCopy as copy } from './copy.ts';
import { formFailure } from './failures.ts';

export interface TwoFactorDisableModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Two-factor is off. */
  onDisabled: () => void;
}

/**
 * The confirm dialog that turns two-factor off (docs/product/decisions.md "Two-factor": it asks for the
 * current password). A wrong password is the field's error; any other failure toasts
 * 'Failed to disable 2FA'.
 */
export function TwoFactorDisableModal({
  open,
  onOpenChange,
  onDisabled,
}: TwoFactorDisableModalProps) {
  const formId = useId();
  const { toast } = useToast();
  const form = useForm<{ password: string }>({
    initialValues: { password: '' },
    validate: ({ password }) => ({
      password: password ? undefined : twoFactorMessages.passwordRequired,
    }),
    fallbackError: settingsMessages.twoFactorDisableFailed,
    onSubmit: async ({ password }) => {
      try {
        await disableTwoFactor(password);
      } catch (error) {
        const failure = formFailure(error);
        if (failure && failure.fieldErrors.password) throw failure;
        toast({
          tone: 'critical',
          title: settingsMessages.twoFactorDisableFailed,
          id: 'settings-2fa',
        });
        return;
      }
      toast({ tone: 'positive', title: settingsMessages.twoFactorDisabled, id: 'settings-2fa' });
      form.reset();
      onDisabled();
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
            tone="critical"
            loading={form.submitting}
            loadingText={copy.submitting}
          >
            {copy.submit}
          </Button>
        </>
      }
    >
      <Form method="post" {...form.formProps} id={formId} aria-label={copy.title}>
        <TextField
          {...form.field('password')}
          label={copy.password}
          type="password"
          autoComplete="current-password"
          required
        />
      </Form>
    </Modal>
  );
}
