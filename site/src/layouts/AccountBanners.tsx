import { useState } from 'react';
import { accountMessages } from '@brightlane/contract';
import { Banner, Button } from '@brightlane/ui';
import { accountMenuCopy, confirmBannerCopy as copy } from '../features/auth/menuCopy.ts';
import { sessionStore, useSession } from '../features/auth/session.ts';
import * as styles from './AccountBanners.css.ts';

/**
 * Under the navigation: the last account error, dismissible (docs/product/spec.md §2, §8), and for a
 * signed-in user whose address is not confirmed yet, 'Confirm your e-mail' with 'Resend'.
 */
export function AccountBanners() {
  const { session, error } = useSession();
  const unconfirmed = session.status === 'signedIn' && !session.user.emailVerified;
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
      const { resendVerification } = await import('../features/auth/api.ts');
      setResult((await resendVerification()) || null);
    } catch (failure) {
      const message = (failure as { body?: { message?: unknown } } | null)?.body?.message;
      setResult(
        typeof message === 'string' && message ? message : accountMessages.verificationSendFailed,
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
