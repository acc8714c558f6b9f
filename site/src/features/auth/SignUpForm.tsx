import { useLocation, useNavigate } from 'react-router-dom';
import { signupMessages } from '@brightlane/contract';
import { AuthPanel, Button, Form, TextField, useForm } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { authFailure, signup, signupFailureMessages } from './api.ts';
import { SwitchPrompt } from './SwitchPrompt.tsx';
import { signUpCopy as copy } from './copy.ts';
import { afterSignIn } from './guard.ts';
import { sessionStore } from './session.ts';
import type { AccountFormProps } from './SignInForm.tsx';

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const empty: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * 'Create Account' (docs/product/spec.md §2 "Signup screen", §5, §8): the account is made and signed in,
 * a confirmation link is e-mailed, and the visitor goes on to /dashboard (or `?next=`).
 */
export function SignUpForm({ variant = 'page', onSwitch }: AccountFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<SignUpValues>({
    initialValues: empty,
    validate: async (values) => {
      const { signupSchema, fieldErrors } = await loadValidation();
      return fieldErrors(signupSchema, values);
    },
    fallbackError: signupMessages.fallback,
    onSubmit: async (values) => {
      let answer;
      try {
        const { signupSchema, toSignupRequest } = await loadValidation();
        answer = await signup(toSignupRequest(signupSchema.parse(values)));
      } catch (error) {
        throw authFailure(error, signupFailureMessages);
      }
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
      <Form {...form.formProps} aria-label={copy.title} onFocusCapture={preloadValidation}>
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
