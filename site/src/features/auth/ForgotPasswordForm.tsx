import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { forgotPasswordMessages } from '@brightlane/contract';
import {
  AuthPanel,
  Button,
  Form,
  Link,
  TextField,
  Toaster,
  useForm,
  useToast,
} from '@brightlane/ui';
import { preloadValidation } from '../../app/validation.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import { authFailure, forgotPasswordFailureMessages, requestPasswordReset } from './api.ts';
import { FORGOT_PASSWORD_FORM, forgotPasswordErrors, sendPasswordReset } from './submit.ts';
import { forgotCopy as copy } from './copy.ts';
import * as styles from './auth.css.ts';

/** One toast at a time: a resend replaces the first send's. */
const SENT_TOAST = 'forgot-password-sent';

/**
 * 'Reset Your Password' (docs/product/spec.md §2 "Forgot-password screen", §4, §8): the e-mail
 * goes to `/api/user/verify` then `/api/auth/forgot-password`; on success the toast 'Password
 * reset link sent to your email' and 'Check Your Email' in place of the form, with 'Resend'
 * repeating both calls. The answer is the same for every address. The site mounts no Toaster,
 * so the screen brings its own.
 */
export function ForgotPasswordForm() {
  return (
    <Toaster>
      <ForgotPassword />
    </Toaster>
  );
}

function ForgotPassword() {
  const { toast } = useToast();
  // This page answering the form posted without JavaScript: its verdict, shown from the start.
  const posted = usePostedForm<{ email: string }>(FORGOT_PASSWORD_FORM);
  const [sentTo, setSentTo] = useState<string | null>(posted?.state?.email ?? null);
  const form = useForm<{ email: string }>({
    initialValues: { email: posted?.values.email ?? '' },
    initialErrors: posted?.errors,
    initialGeneralError: posted?.generalError,
    validate: forgotPasswordErrors,
    fallbackError: forgotPasswordMessages.fallback,
    onSubmit: async (values) => {
      const email = await sendPasswordReset(values);
      setSentTo(email);
      toast({ tone: 'positive', title: forgotPasswordMessages.success, id: SENT_TOAST });
    },
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;
  return (
    <AuthPanel
      title={copy.title}
      description={copy.description}
      footer={
        <Link asChild>
          <RouterLink to="/login">{copy.footerLink}</RouterLink>
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
          {...form.field('email')}
          label={copy.email}
          placeholder={copy.placeholder}
          type="email"
          autoComplete="email"
          required
        />
        <Button type="submit" block loading={form.submitting} loadingText={copy.submitting}>
          {copy.submit}
        </Button>
      </Form>
    </AuthPanel>
  );
}

/**
 * The success view: where the link went, 'Resend', and the spam-folder hint. A resend says it
 * worked with the same toast; a failure takes the hint's place until the next try.
 */
function CheckYourEmail({ email }: { email: string }) {
  const { toast } = useToast();
  const [resending, setResending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  // The form and its focused button are gone: move focus to what replaced them.
  useEffect(() => {
    const heading = headingRef.current?.querySelector<HTMLElement>('h1, h2, h3');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, []);
  const resend = async () => {
    setResending(true);
    setFailure(null);
    try {
      await requestPasswordReset(email);
      toast({ tone: 'positive', title: forgotPasswordMessages.success, id: SENT_TOAST });
    } catch (error) {
      setFailure(authFailure(error, forgotPasswordFailureMessages).message);
    } finally {
      setResending(false);
    }
  };
  return (
    <div ref={headingRef}>
      <AuthPanel
        title={copy.sentTitle}
        icon={<MailCheck size={32} />}
        footer={
          <Link asChild>
            <RouterLink to="/login">{copy.footerLink}</RouterLink>
          </Link>
        }
      >
        <p className={styles.message}>{copy.sent(email)}</p>
        {/* A form of its own: without the page's code, 'Resend' posts the address again. */}
        <Form method="post" className={styles.actions} onSubmit={() => void resend()}>
          <input type="hidden" name="email" value={email} />
          <Button type="submit" variant="outline" loading={resending} loadingText={copy.resending}>
            {copy.resend}
          </Button>
        </Form>
        <p className={styles.hint} role={failure ? 'alert' : 'status'}>
          {failure ?? copy.spamHint}
        </p>
      </AuthPanel>
    </div>
  );
}
