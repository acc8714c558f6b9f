import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefCallback } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { loginMessages, twoFactorMessages } from '@brightlane/contract';
import type { AuthResponse } from '@brightlane/contract';
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
import { preloadValidation } from '../../app/validation.ts';
import { usePostedForm, type PostedForm } from '../../forms/postedForm.ts';
import { needsTwoFactor } from './api.ts';
import {
  CHALLENGE_FIELD,
  emptySignIn,
  sendSignIn,
  sendTwoFactor,
  SIGN_IN_FORM,
  signInErrors,
  TWO_FACTOR_FORM,
  twoFactorErrors,
  type SignInValues,
} from './submit.ts';
import { SwitchPrompt } from './SwitchPrompt.tsx';
import { signInCopy as copy, twoFactorCopy } from './copy.ts';
import { afterSignIn } from './guard.ts';
import { sessionStore } from './session.ts';
import * as styles from './auth.css.ts';

export interface AccountFormProps {
  /** 'page' on /login, 'popup' in the navigation's popup. */
  variant?: 'page' | 'popup';
  /** In the popup: show the other form instead of following its link. */
  onSwitch?: () => void;
  /** A notice above the form, e.g. 'Password reset. Please sign in.' */
  notice?: string;
}

/**
 * 'Welcome Back' (docs/product/spec.md §2 "Login screen", §5, §8): e-mail and password checked with the
 * contract's schema, 'Signing In...' while the API answers, the §8 message when it fails, and
 * on success /dashboard or the guarded page that sent the visitor here (`?next=`).
 * An account with two-factor authentication (docs/product/decisions.md "Two-factor") answers with a
 * challenge instead: the form then asks for the code as a second step, and signs in the same
 * way once the API accepts it.
 */
export function SignInForm({ variant = 'page', onSwitch, notice }: AccountFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<SignInValues>(SIGN_IN_FORM);
  const postedCode = usePostedForm<{ code: string }>(TWO_FACTOR_FORM);
  // The login's single-use challenge while the second step shows; null on the password step.
  const [challenge, setChallenge] = useState<string | null>(postedCode?.state?.challenge ?? null);
  // Back on the password step: its password field takes focus again.
  const [returned, setReturned] = useState(0);
  const passwordInput = useRef<HTMLInputElement | null>(null);

  const signedIn = useCallback(
    async (answer: AuthResponse) => {
      sessionStore.signIn(answer.user, answer.token);
      await navigate(afterSignIn(search));
    },
    [navigate, search],
  );

  const form = useForm<SignInValues>({
    initialValues: posted ? { ...emptySignIn, ...posted.values } : emptySignIn,
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: signInErrors,
    fallbackError: loginMessages.fallback,
    onSubmit: async (values) => {
      const answer = await sendSignIn(values);
      if (needsTwoFactor(answer)) {
        setChallenge(answer.challenge);
        return;
      }
      await signedIn(answer);
    },
  });

  useEffect(() => {
    if (returned > 0) passwordInput.current?.focus();
  }, [returned]);

  const backToPassword = (message: string | null) => {
    setChallenge(null);
    form.setGeneralError(message);
    setReturned((n) => n + 1);
  };

  if (challenge !== null) {
    return (
      <TwoFactorStep
        variant={variant}
        challenge={challenge}
        onSignedIn={signedIn}
        onExpired={() => backToPassword(twoFactorMessages.challengeExpired)}
        onBack={() => backToPassword(null)}
        posted={postedCode}
      />
    );
  }

  const passwordField = form.field('password');
  const signUpHref = `/signup${search}`;
  return (
    <AuthPanel
      placement={variant}
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
      <Form
        method="post"
        {...form.formProps}
        aria-label={copy.title}
        onFocusCapture={preloadValidation}
      >
        <TextField
          {...form.field('email')}
          label={copy.email}
          type="email"
          autoComplete="email"
          required
        />
        <TextField
          {...passwordField}
          ref={mergeRefs(passwordField.ref, passwordInput)}
          label={copy.password}
          type="password"
          autoComplete="current-password"
          required
        />
        <div className={styles.row}>
          {/* Kept as docs/product/spec.md has it: sessions last 30 days of use whatever it says. */}
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

interface TwoFactorStepProps {
  variant: 'page' | 'popup';
  challenge: string;
  onSignedIn: (answer: AuthResponse) => Promise<void>;
  /** The challenge is used or older than 5 minutes (401): sign in again. */
  onExpired: () => void;
  onBack: () => void;
  /** The verdict on a code posted without JavaScript (forms/postedForm.ts). */
  posted?: PostedForm<{ code: string }>;
}

/**
 * 'Two-Factor Authentication': the 6-digit code of an authenticator app or one of the ten
 * recovery codes ('k7f3q-9q2mz', hence a text keyboard, not a numeric one). The format is
 * checked before anything is sent ('Invalid verification code'); a wrong code shows the API's
 * message on the field.
 */
function TwoFactorStep({
  variant,
  challenge,
  onSignedIn,
  onExpired,
  onBack,
  posted,
}: TwoFactorStepProps) {
  const codeInput = useRef<HTMLInputElement | null>(null);
  // Wrong codes so far; each puts the (selected) code back under the cursor once the form is
  // no longer busy (its field is disabled while it is).
  const [retry, setRetry] = useState(0);
  const retried = useRef(0);
  const form = useForm<{ code: string }>({
    initialValues: { code: posted?.values.code ?? '' },
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: ({ code }) => twoFactorErrors(challenge, code),
    fallbackError: loginMessages.fallback,
    onSubmit: async ({ code }) => {
      let answer;
      try {
        answer = await sendTwoFactor(challenge, code);
      } catch (failure) {
        const onField = (failure as { fieldErrors?: Record<string, string> }).fieldErrors?.code;
        if (!onField) throw failure;
        // A wrong code: said once, on the one field, selected for typing the next code.
        form.setErrors({ code: onField });
        setRetry((n) => n + 1);
        return;
      }
      if (answer === 'expired') {
        onExpired();
        return;
      }
      await onSignedIn(answer);
    },
  });

  // The step replaces the password form: focus its one field, where the code goes.
  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  useEffect(() => {
    if (retry === retried.current || form.submitting) return;
    retried.current = retry;
    codeInput.current?.focus();
    codeInput.current?.select();
  }, [retry, form.submitting]);

  const codeField = form.field('code');
  return (
    <AuthPanel
      placement={variant}
      title={twoFactorCopy.title}
      description={twoFactorCopy.description}
    >
      <Form method="post" {...form.formProps} aria-label={twoFactorCopy.title}>
        {/* Posted with the code when the page's code has not run (forms/postedForm.ts). */}
        <input type="hidden" name={CHALLENGE_FIELD} value={challenge} />
        <TextField
          {...codeField}
          ref={mergeRefs(codeField.ref, codeInput)}
          label={twoFactorCopy.code}
          autoComplete="one-time-code"
          inputMode="text"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
        />
        <Button
          type="submit"
          block
          loading={form.submitting}
          loadingText={twoFactorCopy.submitting}
        >
          {twoFactorCopy.submit}
        </Button>
        <Button variant="ghost" tone="neutral" block disabled={form.submitting} onClick={onBack}>
          {twoFactorCopy.back}
        </Button>
      </Form>
    </AuthPanel>
  );
}

/** One ref callback feeding the form's field registry and a ref of our own. */
function mergeRefs(
  callback: RefCallback<HTMLElement>,
  own: { current: HTMLInputElement | null },
): RefCallback<HTMLInputElement> {
  return (node) => {
    callback(node);
    own.current = node;
  };
}
