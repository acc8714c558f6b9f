import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { resetPasswordMessages } from '@brightlane/contract';
import { AuthPanel, Button, Form, Link, TextField, useForm } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { AuthRequestError, resetPassword } from './api.ts';
import { resetCopy as copy } from './copy.ts';
import { LOGIN_PATH } from './guard.ts';
import { sessionStore } from './session.ts';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

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
  const form = useForm<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: async (values) => {
      const { resetPasswordSchema, fieldErrors } = await loadValidation();
      return fieldErrors(resetPasswordSchema, { ...values, token });
    },
    fallbackError: resetPasswordMessages.fallback,
    onSubmit: async ({ password }) => {
      try {
        await resetPassword({ token, password });
      } catch (error) {
        if (error instanceof AuthRequestError && error.status >= 400 && error.status < 500) {
          const issues = (error.body?.issues ?? []).filter((issue) => issue.path === 'password');
          const message = error.body?.message ?? resetPasswordMessages.fallback;
          throw Object.assign(new Error(message), {
            fieldErrors: Object.fromEntries(issues.map((issue) => [issue.path, issue.message])),
          });
        }
        throw new Error(resetPasswordMessages.fallback);
      }
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
      <Form {...form.formProps} aria-label={copy.title} onFocusCapture={preloadValidation}>
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
