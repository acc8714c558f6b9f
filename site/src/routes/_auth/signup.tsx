import { SignUpForm } from '../../features/auth/SignUpForm.tsx';
import * as styles from '../../features/auth/auth.css.ts';

/** `/signup`: 'Create Account' on a page of its own (SPEC.md §2). */
export function Component() {
  return (
    <div className={styles.page}>
      <SignUpForm />
    </div>
  );
}
