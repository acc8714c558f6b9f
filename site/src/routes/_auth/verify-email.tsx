import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { accountMessages } from '@brightlane/contract';
import { AuthPanel, Button } from '@brightlane/ui';
import { AuthRequestError, verifyEmail } from '../../features/auth/api.ts';
import { verifyCopy } from '../../features/auth/copy.ts';
import { fetchSession, sessionStore } from '../../features/auth/session.ts';
import * as styles from '../../features/auth/auth.css.ts';

type VerifyResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * The link of the sign-up e-mail. A loader, not an effect: the single-use token is spent once
 * per visit (an effect would run twice in development and spend it on the first run).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<VerifyResult> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  if (!token) return { ok: false, message: accountMessages.verificationLinkInvalid };
  try {
    const message = await verifyEmail(token);
    // A signed-in tab shows the confirmed address at once (the banner goes away); after the
    // "this was not me" link, which ends every session, it is signed out.
    if (sessionStore.get().session.status === 'signedIn') {
      const user = await fetchSession().catch(() => undefined);
      if (user) sessionStore.update(user);
      else if (user === null) sessionStore.signOut();
    }
    return { ok: true, message: message || accountMessages.emailVerified };
  } catch (error) {
    const message =
      error instanceof AuthRequestError && error.status >= 400 && error.status < 500
        ? (error.body?.message ?? accountMessages.verificationLinkInvalid)
        : 'Could not confirm your email. Please try again.';
    return { ok: false, message };
  }
}

/** `/verify-email?token=…`: says whether the address is now confirmed. */
export function Component() {
  const result = useLoaderData<typeof loader>();
  const signedIn = sessionStore.get().session.status === 'signedIn';
  return (
    <div className={styles.page}>
      <AuthPanel
        title={result.ok ? verifyCopy.confirmedTitle : verifyCopy.failedTitle}
        icon={result.ok ? <CircleCheck size={32} /> : <CircleAlert size={32} />}
      >
        <p className={styles.message} role={result.ok ? 'status' : 'alert'}>
          {result.message}
        </p>
        <div className={styles.actions}>
          <Button asChild>
            <RouterLink to={signedIn ? '/dashboard' : '/login'}>
              {signedIn ? verifyCopy.toDashboard : verifyCopy.toSignIn}
            </RouterLink>
          </Button>
        </div>
      </AuthPanel>
    </div>
  );
}
