import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { MetaSource } from '../../seo/meta.ts';

/** `/forgot-password` (docs/product/spec.md §2 "Forgot-password screen"; noindex in its route). */
export function Component() {
  return (
    <div className={styles.page}>
      <ForgotPasswordForm />
    </div>
  );
}

/**
 * This page's head (routing/page.ts: it loads with the page, not with the route table).
 * docs/product/spec.md §2 "Page head": the forgot-password page is marked noindex.
 */
export const meta: MetaSource = { title: titleWithBrand('Reset Your Password'), noindex: true };

/**
 * The request for a reset link posted without JavaScript (forms/postedForm.ts). Its code loads when a post arrives,
 * i.e. on the server only: the page's code in the browser never downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.forgotPasswordAction(args));
