import { useState } from 'react';
import { Link as RouterLink, redirect, useLocation, useNavigate } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { notificationMessages } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { AuthPanel, Button, Form } from '@brightlane/ui';
import { AuthRequestError, logout } from '../../features/auth/api.ts';
import { logoutCopy as copy } from '../../features/auth/copy.ts';
import { LOGIN_PATH } from '../../features/auth/guard.ts';
import { sessionStore } from '../../features/auth/session.ts';
import { LOGOUT_FORM } from '../../features/auth/submit.ts';
import { usePostedForm } from '../../forms/postedForm.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as styles from '../../features/auth/auth.css.ts';

/**
 * Nobody to sign out: straight to /login. Rendered per request, so the server asks the API as
 * this visitor (its code loads on the server only); in the browser, the session store.
 */
export async function loader(args: LoaderFunctionArgs) {
  if (serverApi(args.context)) {
    return import('../../features/auth/actions.ts').then((forms) => forms.logoutPage(args));
  }
  const user = await sessionStore.check();
  return user ? null : redirect(LOGIN_PATH);
}

/**
 * 'Log Out' posted without JavaScript (forms/postedForm.ts): the session ends on the server, its
 * cookies go, and the visitor lands on /login. Loads on the server only.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.logoutAction(args));

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand('Log Out'), noindex: true };

/**
 * 'Ready to Leave?' (docs/product/spec.md §2 "Logout confirmation", §4, §8): Cancel goes back one page; Log
 * Out revokes the session on the server, forgets it here even when that call fails (then the
 * banner says 'Logout failed. Please try again.'), and goes to /login. A form posting to this
 * page, and Cancel a link to the dashboard, so both work before and without the page's code.
 */
export function Component() {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [busy, setBusy] = useState(false);
  const posted = usePostedForm(LOGOUT_FORM);
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
        <Form
          method="post"
          aria-label={copy.title}
          generalError={posted?.generalError}
          onSubmit={() => void confirm()}
        >
          <div className={styles.actions}>
            <Button asChild variant="outline" tone="neutral" aria-disabled={busy || undefined}>
              <RouterLink
                to="/dashboard"
                onClick={(event) => {
                  event.preventDefault();
                  if (!busy) cancel();
                }}
              >
                {copy.cancel}
              </RouterLink>
            </Button>
            <Button type="submit" loading={busy} loadingText={copy.confirming}>
              {copy.confirm}
            </Button>
          </div>
        </Form>
      </AuthPanel>
    </div>
  );
}
