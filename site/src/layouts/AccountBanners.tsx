import { useState } from 'react';
import { accountMessages } from '@brightlane/contract';
import { Banner, Button } from '@brightlane/ui';
import { useServerVisitor } from '../features/auth/guard.ts';
import { accountMenuCopy, confirmBannerCopy as copy } from '../features/auth/menuCopy.ts';
import { sessionStore, useSession } from '../features/auth/session.ts';
import { RESEND_VERIFICATION_FORM, VERIFY_EMAIL_PATH } from '../features/auth/emailLink.ts';
import { FormName } from '../forms/FormName.tsx';
import * as styles from './AccountBanners.css.ts';

/**
 * Under the navigation: the last account error, dismissible (docs/product/spec.md §2, §8), and for a
 * signed-in user whose address is not confirmed yet, 'Confirm your e-mail' with 'Resend'.
 */
export function AccountBanners() {
  const { session, error } = useSession();
  const unconfirmed = session.status === 'signedIn' && !session.user.emailVerified;
  // Known to the server only on a page it rendered for this visitor (behind the guard, or /profile).
  const guardedUser = useServerVisitor();
  if (guardedUser && !guardedUser.emailVerified && !error && !unconfirmed) {
    return <ResendWithoutScript email={guardedUser.email} />;
  }
  if (!error && !unconfirmed) return null;
  return (
    <div className={styles.stack}>
      {error ? (
        <Banner
          tone="critical"
          title={accountMenuCopy.errorTitle}
          onDismiss={() => sessionStore.setError(null)}
        >
          {error}
        </Banner>
      ) : null}
      {unconfirmed ? <ConfirmEmailBanner key={session.user.id} email={session.user.email} /> : null}
    </div>
  );
}

function ConfirmEmailBanner({ email }: { email: string }) {
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  if (dismissed) return null;
  const resend = async () => {
    setBusy(true);
    try {
      // The accounts client loads with the first resend: most pages never need it.
      const { resendConfirmation } = await import('../features/auth/submit.ts');
      setResult(await resendConfirmation());
    } catch (failure) {
      setResult(
        failure instanceof Error ? failure.message : accountMessages.verificationSendFailed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Banner
      tone="info"
      title={copy.title}
      onDismiss={() => setDismissed(true)}
      action={
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          loadingText={copy.resending}
          onClick={() => void resend()}
        >
          {copy.resend}
        </Button>
      }
    >
      {result ?? copy.text(email)}
    </Banner>
  );
}

/**
 * 'Confirm your e-mail' where the page's code does not run, on a page the server rendered for
 * a signed-in visitor: 'Resend' is a form posting to /verify-email, whose action sends the link
 * again (docs/decisions/040-forms-post-to-the-server.md). In a <noscript>, so a browser running
 * scripts never has it in its document (the banner above takes its place once the session is
 * known; React leaves a noscript's content alone when it hydrates).
 */
function ResendWithoutScript({ email }: { email: string }) {
  return (
    <noscript>
      <div className={styles.stack}>
        <Banner
          tone="info"
          title={copy.title}
          action={
            <form method="post" action={VERIFY_EMAIL_PATH} aria-label={copy.title}>
              <FormName name={RESEND_VERIFICATION_FORM} />
              <Button type="submit" size="sm" variant="outline">
                {copy.resend}
              </Button>
            </form>
          }
        >
          {copy.text(email)}
        </Banner>
      </div>
    </noscript>
  );
}
