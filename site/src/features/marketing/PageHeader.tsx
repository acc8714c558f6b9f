import { useId } from 'react';
import type { ReactNode } from 'react';
import { Container, Heading } from '@brightlane/ui';
import * as styles from './page.css.ts';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The paragraph under the title. */
  lead?: ReactNode;
  /** A short line above the title (a category or a breadcrumb). */
  eyebrow?: ReactNode;
  /** The h1's id, for a landmark labelled by it. */
  titleId?: string;
  /** More under the lead, e.g. the contact page's phone, e-mail and hours. */
  children?: ReactNode;
}

/** The band at the top of a content page: an eyebrow, the page's h1 and a lead paragraph. */
export function PageHeader({ title, lead, eyebrow, titleId, children }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <Container>
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        <Heading level={1} id={titleId}>
          {title}
        </Heading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </Container>
    </header>
  );
}

export interface CallToActionProps {
  /** The h2 of the closing band. */
  title: ReactNode;
  /** A sentence under the title. */
  text?: ReactNode;
  /** The action: usually a `Button asChild` around a router link to /contact. */
  action: ReactNode;
}

/** The closing band of a content page: why to get in touch, and the way to do it. */
export function CallToAction({ title, text, action }: CallToActionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <Container>
        <div className={styles.cta}>
          <div className={styles.ctaText}>
            <Heading level={2} size="xl" id={titleId}>
              {title}
            </Heading>
            {text ? <p className={styles.ctaBody}>{text}</p> : null}
          </div>
          {action}
        </div>
      </Container>
    </section>
  );
}
