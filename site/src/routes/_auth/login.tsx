import { useLocation } from 'react-router-dom';
import { SignInForm } from '../../features/auth/SignInForm.tsx';
import type { LoginNoticeState } from '../../features/auth/ResetPasswordForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { MetaSource } from '../../seo/meta.ts';

/** `/login`: 'Welcome Back' on a page of its own (docs/product/spec.md §2); `?next=` says where to go after. */
export function Component() {
  const state = useLocation().state as LoginNoticeState | null;
  return (
    <div className={styles.page}>
      <SignInForm notice={state?.notice} />
    </div>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Sign In'),
  description: 'Sign in to your Brightlane Digital account.',
};

/**
 * The sign-in posted without JavaScript (forms/postedForm.ts). Its code loads when a post arrives,
 * i.e. on the server only: the page's code in the browser never downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.signInAction(args));
