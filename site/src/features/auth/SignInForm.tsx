import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { loginMessages } from '@brightlane/contract';
import {
  AuthPanel,
  Banner,
  Button,
  Checkbox,
  Form,
  Link,
  TextField,
  useForm,
} from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { authFailure, login, loginFailureMessages } from './api.ts';
import { SwitchPrompt } from './SwitchPrompt.tsx';
import { signInCopy as copy } from './copy.ts';
import { afterSignIn } from './guard.ts';
import { sessionStore } from './session.ts';
import * as styles from './auth.css.ts';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

const empty: SignInValues = { email: '', password: '', remember: false };

export interface AccountFormProps {
  /** 'page' on /login, 'popup' in the navigation's popup. */
  variant?: 'page' | 'popup';
  /** In the popup: show the other form instead of following its link. */
  onSwitch?: () => void;
  /** A notice above the form, e.g. 'Password reset. Please sign in.' */
  notice?: string;
}

/**
 * 'Welcome Back' (SPEC.md §2 "Login screen", §5, §8): e-mail and password checked with the
 * contract's schema, 'Signing In...' while the API answers, the §8 message when it fails, and
 * on success /dashboard or the guarded page that sent the visitor here (`?next=`).
 */
export function SignInForm({ variant = 'page', onSwitch, notice }: AccountFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<SignInValues>({
    initialValues: empty,
    validate: async ({ email, password }) => {
      const { loginSchema, fieldErrors } = await loadValidation();
      return fieldErrors(loginSchema, { email, password });
    },
    fallbackError: loginMessages.fallback,
    onSubmit: async ({ email, password }) => {
      let answer;
      try {
        const { loginSchema } = await loadValidation();
        answer = await login(loginSchema.parse({ email, password }));
      } catch (error) {
        throw authFailure(error, loginFailureMessages);
      }
      sessionStore.signIn(answer.user, answer.token);
      await navigate(afterSignIn(search));
    },
  });
  const signUpHref = `/signup${search}`;
  return (
    <AuthPanel
      variant={variant}
      title={copy.title}
      footer={
        <SwitchPrompt
          prompt={copy.switchPrompt}
          label={copy.switchLink}
          to={signUpHref}
          onSwitch={onSwitch}
        />
      }
    >
      {notice ? (
        <Banner tone="positive" className={styles.notice}>
          {notice}
        </Banner>
      ) : null}
      <Form {...form.formProps} aria-label={copy.title} onFocusCapture={preloadValidation}>
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
          autoComplete="current-password"
          required
        />
        <div className={styles.row}>
          {/* Kept as SPEC.md has it: sessions last 30 days of use whatever it says. */}
          <Checkbox {...form.checkedField('remember')} label={copy.remember} />
          <Link asChild tone="brand" underline="hover">
            <RouterLink to="/forgot-password">{copy.forgot}</RouterLink>
          </Link>
        </div>
        <Button type="submit" block loading={form.submitting} loadingText={copy.submitting}>
          {copy.submit}
        </Button>
      </Form>
    </AuthPanel>
  );
}
