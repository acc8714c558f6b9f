import { useId } from 'react';
import { PASSWORD_MIN_LENGTH, settingsMessages } from '@brightlane/contract';
import { Button, Form, Modal, ModalClose, TextField, useForm, useToast } from '@brightlane/ui';
import type { TextFieldProps } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { changePassword } from './api.ts';
import { changePasswordCopy as copy } from './copy.ts';
import { formFailure } from './failures.ts';
import { type ChangePasswordValues, emptyChangePassword as empty } from './postedForms.ts';

/** What each field takes from its form: `useForm`'s bindings, or a name and the server's message. */
type FieldProps = Pick<TextFieldProps, 'name' | 'error'> & Partial<TextFieldProps>;

/**
 * Current, New and Confirm New Password: the modal's fields, and the same fields of the form on
 * the page where the modal cannot open (SecurityFormsWithoutScript).
 */
export function ChangePasswordFields({
  field,
}: {
  field: (name: keyof ChangePasswordValues) => FieldProps;
}) {
  return (
    <>
      <TextField
        {...field('currentPassword')}
        label={copy.currentPassword}
        type="password"
        autoComplete="current-password"
        required
      />
      <TextField
        {...field('newPassword')}
        label={copy.newPassword}
        hint={copy.newPasswordHint}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
      />
      <TextField
        {...field('confirmPassword')}
        label={copy.confirmPassword}
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN_LENGTH}
        required
      />
    </>
  );
}

export interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a change: the server has signed the other sessions out. */
  onChanged: () => void;
}

/**
 * The Change Password modal (docs/product/spec.md §2, §5, §8): Current, New and Confirm New Password. A
 * mismatch toasts 'New passwords do not match' and marks the field, without a request; the
 * server's answer (e.g. 'Current password is incorrect') lands on its field; a failure without
 * one toasts 'Failed to change password'.
 */
export function ChangePasswordModal({ open, onOpenChange, onChanged }: ChangePasswordModalProps) {
  const formId = useId();
  const { toast } = useToast();
  const form = useForm<ChangePasswordValues>({
    initialValues: empty,
    validate: async (values) => {
      const { changePasswordSchema, fieldErrors } = await loadValidation();
      const errors = fieldErrors(changePasswordSchema, values);
      if (errors.confirmPassword === settingsMessages.newPasswordsMismatch) {
        toast({
          tone: 'critical',
          title: settingsMessages.newPasswordsMismatch,
          id: 'settings-password',
        });
      }
      return errors;
    },
    fallbackError: settingsMessages.passwordChangeFailed,
    onSubmit: async ({ currentPassword, newPassword }) => {
      try {
        await changePassword({ currentPassword, newPassword });
      } catch (error) {
        const failure = formFailure(error);
        if (failure) throw failure;
        toast({
          tone: 'critical',
          title: settingsMessages.passwordChangeFailed,
          id: 'settings-password',
        });
        return;
      }
      toast({ tone: 'positive', title: settingsMessages.passwordChanged, id: 'settings-password' });
      close();
      onChanged();
    },
  });

  // Closed by Cancel, ×, Escape or the overlay: the next opening starts empty.
  function close() {
    form.reset();
    onOpenChange(false);
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
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
            loading={form.submitting}
            loadingText={copy.submitting}
          >
            {copy.submit}
          </Button>
        </>
      }
    >
      <Form
        method="post"
        {...form.formProps}
        id={formId}
        aria-label={copy.title}
        onFocusCapture={preloadValidation}
      >
        <ChangePasswordFields field={form.field} />
      </Form>
    </Modal>
  );
}
