import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import * as styles from './Footer.css.ts';

export interface FooterCopyrightProps extends Omit<ComponentProps<'p'>, 'children'> {
  /** The owner, e.g. 'Acme Pty Ltd'. */
  name: string;
  /** The year; the current year by default (stories pass a fixed one). */
  year?: number;
}

/** '© {year} {name}. All rights reserved.' */
export function FooterCopyright({ name, year, className, ...rest }: FooterCopyrightProps) {
  const shownYear = year ?? new Date().getFullYear();
  return (
    // At midnight on New Year's Eve server and browser can disagree on the year.
    <p className={clsx(styles.copyright, className)} suppressHydrationWarning {...rest}>
      {`© ${shownYear} ${name}. All rights reserved.`}
    </p>
  );
}
