import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { resetPasswordMessages } from '@brightlane/contract';
import { AuthPanel, Button, Form, Link, TextField, useForm } from '@brightlane/ui';
import { preloadValidation } from '../../app/validation.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import { resetCopy as copy } from './copy.ts';
import { LOGIN_PATH } from './guard.ts';
import { sessionStore } from './session.ts';
import {
  emptyReset,
  RESET_PASSWORD_FORM,
  resetPasswordErrors,
  sendNewPassword,
  type ResetValues,
} from './submit.ts';

/** What /login shows after a reset: `navigate(LOGIN_PATH, { state })`. */
export interface LoginNoticeState {
  notice?: string;
}

/**
 * /reset-password?token=… (docs/product/decisions.md "Forgot password"): a new password (8 to 128
 * characters, confirmed); the server revokes every session, so this tab forgets its own, and
 * the visitor signs in again on /login, which says 'Password reset. Please sign in.'
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<ResetValues>(RESET_PASSWORD_FORM);
  const form = useForm<ResetValues>({
    initialValues: emptyReset,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: (values) => resetPasswordErrors(token, values),
    fallbackError: resetPasswordMessages.fallback,
    onSubmit: async (values) => {
      await sendNewPassword(token, values);
      sessionStore.signOut();
      const state: LoginNoticeState = { notice: resetPasswordMessages.success };
      await navigate(LOGIN_PATH, { state, replace: true });
    },
  });
  return (
    <AuthPanel
      title={copy.title}
      description={copy.description}
      footer={
        <Link asChild>
          <RouterLink to="/forgot-password">{copy.requestNew}</RouterLink>
        </Link>
      }
    >
      <Form
        method="post"
        {...form.formProps}
        aria-label={copy.title}
        onFocusCapture={preloadValidation}
      >
        <TextField
          {...form.field('password')}
          label={copy.password}
          type="password"
          autoComplete="new-password"
          required
        />
        <TextField
          {...form.field('confirmPassword')}
          label={copy.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" block loading={form.submitting} loadingText={copy.submitting}>
          {copy.submit}
        </Button>
      </Form>
    </AuthPanel>
  );
}
