import { ForgotPasswordForm } from '../../features/auth/ForgotPasswordForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';

/** `/forgot-password` (SPEC.md §2 "Forgot-password screen"; noindex in its route). */
export function Component() {
  return (
    <div className={styles.page}>
      <ForgotPasswordForm />
    </div>
  );
}
