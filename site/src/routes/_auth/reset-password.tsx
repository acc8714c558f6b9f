import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { resetPasswordMessages } from '@brightlane/contract';
import { AuthPanel, Button } from '@brightlane/ui';
import { resetCopy } from '../../features/auth/copy.ts';
import { ResetPasswordForm } from '../../features/auth/ResetPasswordForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { ActionFunctionArgs } from 'react-router-dom';
import type { MetaSource } from '../../seo/meta.ts';

/** `/reset-password?token=…`: the e-mailed link's page (docs/product/decisions.md "Forgot password"). */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <div className={styles.page}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthPanel title={resetCopy.title}>
          <p className={styles.message} role="alert">
            {resetPasswordMessages.tokenMissing}
          </p>
          <div className={styles.actions}>
            <Button asChild>
              <RouterLink to="/forgot-password">{resetCopy.requestNew}</RouterLink>
            </Button>
          </div>
        </AuthPanel>
      )}
    </div>
  );
}

/** This page's head (routing/page.ts). The link's page is never indexed. */
export const meta: MetaSource = {
  title: titleWithBrand('Choose a New Password'),
  noindex: true,
};

/**
 * The new password posted without JavaScript (forms/postedForm.ts). Its code loads when a post arrives,
 * i.e. on the server only: the page's code in the browser never downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/auth/actions.ts').then((forms) => forms.resetPasswordAction(args));
