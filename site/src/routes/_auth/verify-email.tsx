import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ActionFunctionArgs } from 'react-router-dom';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { accountMessages } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { AuthPanel, Button, Form } from '@brightlane/ui';
import { verifyCopy } from '../../features/auth/copy.ts';
import { fetchSession, sessionStore } from '../../features/auth/session.ts';
import { RESEND_VERIFICATION_FORM, VERIFY_EMAIL_FORM } from '../../features/auth/emailLink.ts';
import { confirmEmailLink } from '../../features/auth/submit.ts';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as styles from '../../features/auth/auth.css.ts';

/** What the link did: the API's sentence, and where the visitor goes next. */
interface Verdict {
  ok: boolean;
  message: string;
  signedIn: boolean;
  /** Answered in the page (the pressed button is gone), not by the server. */
  inPage?: boolean;
}

/** This page's head (routing/page.ts). The link's page is never indexed. */
export const meta: MetaSource = { title: titleWithBrand(verifyCopy.title), noindex: true };

/**
 * 'Confirm' posted without JavaScript, or before it ran (forms/postedForm.ts). Its code loads
 * when a post arrives, i.e. on the server only.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.verifyEmailAction(args));

/**
 * `/verify-email?token=…`, the e-mailed links' page (an address to confirm, a new address, or
 * "this was not me"). Opening it spends nothing: a mail scanner that follows every link, or a
 * preview, must not use up a single-use token. The visitor's one press on 'Confirm' does, with
 * or without the page's code; then the page says what the link did. It also answers the
 * 'Confirm your e-mail' banner's 'Resend' posted where the code does not run.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const posted = usePostedForm(VERIFY_EMAIL_FORM);
  const resent = usePostedForm(RESEND_VERIFICATION_FORM);
  const [verdict, setVerdict] = useState<Verdict | null>(() =>
    posted
      ? {
          ok: !posted.generalError,
          message: posted.generalError ?? posted.state?.message ?? accountMessages.emailVerified,
          signedIn: posted.state?.signedIn === 'yes',
        }
      : null,
  );
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const message = await confirmEmailLink(token);
      // A signed-in tab shows the confirmed address at once (the banner goes away); after the
      // "this was not me" link, which ends every session, it is signed out.
      const user = await fetchSession().catch(() => undefined);
      if (user) sessionStore.update(user);
      else if (user === null) sessionStore.signOut();
      setVerdict({ ok: true, message, signedIn: !!user, inPage: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : accountMessages.verificationFailed;
      const signedIn = sessionStore.get().session.status === 'signedIn';
      setVerdict({ ok: false, message, signedIn, inPage: true });
    } finally {
      setBusy(false);
    }
  };

  if (resent) {
    return (
      <Outcome
        title={verifyCopy.title}
        verdict={{
          ok: !resent.generalError,
          message: resent.generalError ?? resent.state?.message ?? accountMessages.verificationSent,
          signedIn: true,
        }}
      />
    );
  }
  if (!token) {
    return (
      <Outcome
        verdict={{ ok: false, message: accountMessages.verificationLinkInvalid, signedIn: false }}
      />
    );
  }
  if (verdict) return <Outcome verdict={verdict} />;
  return (
    <div className={styles.page}>
      <AuthPanel title={verifyCopy.title} description={verifyCopy.prompt}>
        <Form method="post" aria-label={verifyCopy.title} onSubmit={() => void confirm()}>
          <FormName name={VERIFY_EMAIL_FORM} />
          <Button type="submit" block loading={busy} loadingText={verifyCopy.confirming}>
            {verifyCopy.confirm}
          </Button>
        </Form>
      </AuthPanel>
    </div>
  );
}

/**
 * What the link did (or the banner's 'Resend', under `title`), and the way on: the dashboard
 * when signed in, else sign in.
 */
function Outcome({ verdict, title }: { verdict: Verdict; title?: string }) {
  const panel = useRef<HTMLDivElement>(null);
  // Answered in the page, the pressed button is gone: focus moves to the heading in its place.
  useEffect(() => {
    const heading = panel.current?.querySelector<HTMLElement>('h1, h2, h3');
    if (verdict.inPage && heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [verdict.inPage]);
  return (
    <div className={styles.page} ref={panel}>
      <AuthPanel
        title={title ?? (verdict.ok ? verifyCopy.confirmedTitle : verifyCopy.failedTitle)}
        icon={verdict.ok ? <CircleCheck size={32} /> : <CircleAlert size={32} />}
      >
        <p className={styles.message} role={verdict.ok ? 'status' : 'alert'}>
          {verdict.message}
        </p>
        <div className={styles.actions}>
          <Button asChild>
            <RouterLink to={verdict.signedIn ? '/dashboard' : '/login'}>
              {verdict.signedIn ? verifyCopy.toDashboard : verifyCopy.toSignIn}
            </RouterLink>
          </Button>
        </div>
      </AuthPanel>
    </div>
  );
}
