import type { ReactNode } from 'react';
import * as styles from './ErrorScreen.css.ts';

export interface ErrorScreenProps {
  title: string;
  message?: ReactNode;
  /** Technical text (an error message or status), shown as preformatted text. */
  detail?: string;
  actions?: ReactNode;
}

/** The body of every fallback screen: a heading, what happened, and what to do next. */
export function ErrorScreen({ title, message, detail, actions }: ErrorScreenProps) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {detail ? <pre className={styles.detail}>{detail}</pre> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}

/** The 'Refresh Page' action of docs/product/spec.md's fallback screens: a full reload. */
export function reloadPage(): void {
  window.location.reload();
}
