import { useState } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router-dom';
import { notificationMessages } from '@brightlane/contract';
import { AuthPanel, Button } from '@brightlane/ui';
import { AuthRequestError, logout } from '../../features/auth/api.ts';
import { logoutCopy as copy } from '../../features/auth/copy.ts';
import { LOGIN_PATH } from '../../features/auth/guard.ts';
import { sessionStore } from '../../features/auth/session.ts';
import * as styles from '../../features/auth/auth.css.ts';

/** Nobody to sign out: straight to /login. */
export async function loader() {
  const user = await sessionStore.check();
  return user ? null : redirect(LOGIN_PATH);
}

/**
 * 'Ready to Leave?' (docs/product/spec.md §2 "Logout confirmation", §4, §8): Cancel goes back one page; Log
 * Out revokes the session on the server, forgets it here even when that call fails (then the
 * banner says 'Logout failed. Please try again.'), and goes to /login.
 */
export function Component() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    // 'default' is the page the visit started on: there is no page of ours to go back to.
    if (key === 'default') void navigate('/');
    else void navigate(-1);
  };
  const confirm = async () => {
    setBusy(true);
    let failure: string | null = null;
    try {
      await logout();
    } catch (error) {
      // The server's own sentence when it gave one (§8), else ours.
      failure =
        (error instanceof AuthRequestError ? error.body?.message : undefined) ??
        notificationMessages.logoutFailed;
    }
    sessionStore.signOut();
    if (failure) sessionStore.setError(failure);
    await navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <div className={styles.page}>
      <AuthPanel title={copy.title} description={copy.description}>
        <div className={styles.actions}>
          <Button variant="outline" tone="neutral" onClick={cancel} disabled={busy}>
            {copy.cancel}
          </Button>
          <Button loading={busy} loadingText={copy.confirming} onClick={() => void confirm()}>
            {copy.confirm}
          </Button>
        </div>
      </AuthPanel>
    </div>
  );
}
