import { useLocation, useNavigate } from 'react-router-dom';
import { signupMessages } from '@brightlane/contract';
import { AuthPanel, Button, Form, TextField, useForm } from '@brightlane/ui';
import { preloadValidation } from '../../app/validation.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import {
  emptySignUp,
  sendSignUp,
  SIGN_UP_FORM,
  signUpErrors,
  type SignUpValues,
} from './submit.ts';
import { SwitchPrompt } from './SwitchPrompt.tsx';
import { signUpCopy as copy } from './copy.ts';
import { afterSignIn } from './guard.ts';
import { sessionStore } from './session.ts';
import type { AccountFormProps } from './SignInForm.tsx';

/**
 * 'Create Account' (docs/product/spec.md §2 "Signup screen", §5, §8): the account is made and signed in,
 * a confirmation link is e-mailed, and the visitor goes on to /dashboard (or `?next=`).
 */
export function SignUpForm({ variant = 'page', onSwitch }: AccountFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<SignUpValues>(SIGN_UP_FORM);
  const form = useForm<SignUpValues>({
    initialValues: posted ? { ...emptySignUp, ...posted.values } : emptySignUp,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: signUpErrors,
    fallbackError: signupMessages.fallback,
    onSubmit: async (values) => {
      const answer = await sendSignUp(values);
      sessionStore.signIn(answer.user, answer.token);
      await navigate(afterSignIn(search));
    },
  });
  return (
    <AuthPanel
      placement={variant}
      title={copy.title}
      footer={
        <SwitchPrompt
          prompt={copy.switchPrompt}
          label={copy.switchLink}
          to={`/login${search}`}
          onSwitch={onSwitch}
        />
      }
    >
      <Form
        method="post"
        {...form.formProps}
        aria-label={copy.title}
        onFocusCapture={preloadValidation}
      >
        <TextField {...form.field('name')} label={copy.name} autoComplete="name" required />
        <TextField
          {...form.field('email')}
          label={copy.email}
          type="email"
          autoComplete="email"
          required
        />
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
