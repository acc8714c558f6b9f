import { SignUpForm } from '../../features/auth/SignUpForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { MetaSource } from '../../seo/meta.ts';

/** `/signup`: 'Create Account' on a page of its own (docs/product/spec.md §2). */
export function Component() {
  return (
    <div className={styles.page}>
      <SignUpForm />
    </div>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Create Account'),
  description: 'Create a Brightlane Digital account to follow your projects and quotes.',
};

/**
 * The sign-up posted without JavaScript (forms/postedForm.ts). Its code loads when a post arrives,
 * i.e. on the server only: the page's code in the browser never downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.signUpAction(args));
