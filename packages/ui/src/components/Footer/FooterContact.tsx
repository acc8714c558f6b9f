import { clsx } from 'clsx';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './Footer.css.ts';

export interface FooterContactProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The column heading. */
  title?: string;
  /** Phone as shown, with its tel: target, e.g. { label: '(03) 5550 1234', href: 'tel:+61355501234' }. */
  phone?: { label: string; href: string };
  /** E-mail address (linked with mailto:). */
  email?: string;
  /** Postal or street address, e.g. 'Melbourne VIC'. */
  address?: ReactNode;
  /** Opening hours, e.g. 'Monday to Friday 09:00-17:00'. */
  hours?: ReactNode;
}

/**
 * Contact details — phone, e-mail, address and hours — in an `<address>`. Put it in the
 * Footer's `contact` slot (brand column) or among its columns.
 */
export function FooterContact({
  title = 'Contact',
  phone,
  email,
  address,
  hours,
  className,
  ...rest
}: FooterContactProps) {
  const headingId = useId();
  return (
    <div className={clsx(styles.wideColumn, styles.contactColumn, className)} {...rest}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <address className={styles.contact}>
        <ul className={styles.list} aria-labelledby={headingId}>
          {phone ? (
            <li className={styles.contactItem}>
              <Phone size={16} aria-hidden="true" className={styles.contactIcon} />
              <a href={phone.href} className={styles.link}>
                {phone.label}
              </a>
            </li>
          ) : null}
          {email ? (
            <li className={styles.contactItem}>
              <Mail size={16} aria-hidden="true" className={styles.contactIcon} />
              <a href={`mailto:${email}`} className={styles.link}>
                {email}
              </a>
            </li>
          ) : null}
          {address ? (
            <li className={styles.contactItem}>
              <MapPin size={16} aria-hidden="true" className={styles.contactIcon} />
              <span>{address}</span>
            </li>
          ) : null}
          {hours ? (
            <li className={styles.contactItem}>
              <Clock size={16} aria-hidden="true" className={styles.contactIcon} />
              <span>{hours}</span>
            </li>
          ) : null}
        </ul>
      </address>
    </div>
  );
}
