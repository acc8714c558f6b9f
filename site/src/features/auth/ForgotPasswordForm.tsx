import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import { forgotPasswordMessages } from '@brightlane/contract';
import { AuthPanel, Button, Form, Link, TextField, useForm } from '@brightlane/ui';
import { loadValidation, preloadValidation } from '../../app/validation.ts';
import { AuthRequestError, requestPasswordReset } from './api.ts';
import { forgotCopy as copy } from './copy.ts';
import * as styles from './auth.css.ts';

/** What a failed reset request shows: a rate limit's or the API's own sentence, else the fallback. */
function failureMessage(error: unknown): string {
  if (error instanceof AuthRequestError && error.status >= 400 && error.status < 500) {
    return error.body?.message ?? forgotPasswordMessages.fallback;
  }
  return forgotPasswordMessages.fallback;
}

/**
 * 'Reset Your Password' (SPEC.md §2 "Forgot-password screen", §4): the e-mail goes to
 * `/api/user/verify` then `/api/auth/forgot-password`; on success 'Check Your Email' replaces
 * the form, with 'Resend' repeating both calls. The answer is the same for every address.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    initialValues: { email: '' },
    validate: async (values) => {
      const { forgotPasswordSchema, fieldErrors } = await loadValidation();
      return fieldErrors(forgotPasswordSchema, values);
    },
    fallbackError: forgotPasswordMessages.fallback,
    onSubmit: async (values) => {
      const { forgotPasswordSchema } = await loadValidation();
      const { email } = forgotPasswordSchema.parse(values);
      try {
        await requestPasswordReset(email);
      } catch (error) {
        throw new Error(failureMessage(error));
      }
      setSentTo(email);
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
      <Form {...form.formProps} aria-label={copy.title} onFocusCapture={preloadValidation}>
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

/** The success view: where the link went, 'Resend', and the spam-folder hint. */
function CheckYourEmail({ email }: { email: string }) {
  const [resending, setResending] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
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
    setStatus(null);
    try {
      await requestPasswordReset(email);
      setStatus({ ok: true, text: forgotPasswordMessages.success });
    } catch (error) {
      setStatus({ ok: false, text: failureMessage(error) });
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
        <div className={styles.actions}>
          <Button
            variant="outline"
            loading={resending}
            loadingText={copy.resending}
            onClick={() => void resend()}
          >
            {copy.resend}
          </Button>
        </div>
        <p className={styles.hint} role={status && !status.ok ? 'alert' : 'status'}>
          {status ? status.text : copy.spamHint}
        </p>
      </AuthPanel>
    </div>
  );
}
