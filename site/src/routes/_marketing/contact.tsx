import type { ActionFunctionArgs } from 'react-router-dom';
import { Card } from '@brightlane/ui';
import { useId } from 'react';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { ContactForm } from '../../features/leads/ContactForm.tsx';
import { QuoteBuilder } from '../../features/leads/QuoteBuilder.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './contact.css.ts';
import { JsonLd } from '../../seo/JsonLd.tsx';
import { localBusiness } from '../../seo/structuredData.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The contact page's copy (docs/product/spec.md §2 "Contact page"); exact strings are asserted by tests. */
export const contactCopy = {
  title: 'Get in Touch',
  lead: `Have a project in mind or a question for us? Send a message or build a free quote — we reply ${brand.support.replyPromise}.`,
  phoneLabel: 'Phone:',
  emailLabel: 'Email:',
  hoursLabel: 'Hours:',
  messageTitle: 'Send Us a Message',
  messageIntro: 'Questions, ideas or feedback: tell us what you need and we will get back to you.',
} as const;

/** `/contact`: the hero, then the contact form and the Quote Builder side by side. */
export function Component() {
  const messageTitleId = useId();
  return (
    <>
      <PageHeader title={contactCopy.title} lead={contactCopy.lead}>
        <ul className={styles.details}>
          <li>
            <span className={styles.detailLabel}>{contactCopy.phoneLabel}</span>
            <a className={styles.link} href={`tel:${brand.phone.tel}`}>
              {brand.phone.display}
            </a>
          </li>
          <li>
            <span className={styles.detailLabel}>{contactCopy.emailLabel}</span>
            <a className={styles.link} href={`mailto:${brand.email.sales}`}>
              {brand.email.sales}
            </a>
          </li>
          <li>
            <span className={styles.detailLabel}>{contactCopy.hoursLabel}</span>
            {brand.support.hours}
          </li>
        </ul>
      </PageHeader>
      <div className={`${layout.container} ${styles.body}`}>
        <div className={styles.columns}>
          <Card asChild variant="elevated" padding="lg">
            <section aria-labelledby={messageTitleId}>
              <div>
                <h2 id={messageTitleId} className={styles.panelTitle}>
                  {contactCopy.messageTitle}
                </h2>
                <p className={styles.panelIntro}>{contactCopy.messageIntro}</p>
              </div>
              <ContactForm headingLevel={3} labelledBy={messageTitleId} />
            </section>
          </Card>
          <Card variant="elevated" padding="lg">
            <QuoteBuilder />
          </Card>
        </div>
      </div>
      <JsonLd data={localBusiness()} />
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Contact Us'),
  description:
    'Get in touch with Brightlane Digital or build a free quote for your website, online store, software or cloud project.',
};

/**
 * The page's forms posted without JavaScript, each by its name (forms/postedForm.ts). Their code
 * loads when a post arrives, i.e. on the server only: the page's code in the browser never
 * downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/leads/actions.ts').then((forms) => forms.contactPageAction(args));
