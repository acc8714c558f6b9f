import type { ActionFunctionArgs } from 'react-router-dom';
import { Card } from '@brightlane/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { ContactForm } from '../../features/leads/ContactForm.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './support.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The support page's copy (docs/product/spec.md §2, §9); exact strings are asserted by tests. */
export const supportCopy = {
  title: 'Support',
  lead: `Need help with your website, store or hosting? Reach us the way that suits you — we reply ${brand.support.replyPromise}.`,
  hoursTitle: 'Support hours',
  phoneTitle: 'Call us',
  emailTitle: 'Email us',
  faqTitle: 'Common questions',
  faqText: 'Timelines, pricing, hosting and more, answered.',
  faqLink: 'Read the FAQ',
  formTitle: 'Send Us a Message',
  formIntro: 'Describe what you need help with and we will get back to you.',
} as const;

/** `/support`: hours, phone, e-mail, the FAQ and the contact form (docs/product/spec.md §2 Desktop layout). */
export function Component() {
  const formTitleId = useId();
  return (
    <>
      <PageHeader title={supportCopy.title} lead={supportCopy.lead} />
      <div className={`${layout.container} ${styles.body}`}>
        <ul className={styles.channels}>
          <li>
            <Card>
              <h2 className={styles.channelTitle}>{supportCopy.hoursTitle}</h2>
              <p className={styles.channelText}>{brand.support.hours}</p>
            </Card>
          </li>
          <li>
            <Card>
              <h2 className={styles.channelTitle}>{supportCopy.phoneTitle}</h2>
              <p className={styles.channelText}>
                <a className={styles.link} href={`tel:${brand.phone.tel}`}>
                  {brand.phone.display}
                </a>
              </p>
            </Card>
          </li>
          <li>
            <Card>
              <h2 className={styles.channelTitle}>{supportCopy.emailTitle}</h2>
              <p className={styles.channelText}>
                <a className={styles.link} href={`mailto:${brand.email.general}`}>
                  {brand.email.general}
                </a>
              </p>
            </Card>
          </li>
          <li>
            <Card>
              <h2 className={styles.channelTitle}>{supportCopy.faqTitle}</h2>
              <p className={styles.channelText}>{supportCopy.faqText}</p>
              <p className={styles.channelText}>
                <Link className={styles.link} to="/faq">
                  {supportCopy.faqLink}
                </Link>
              </p>
            </Card>
          </li>
        </ul>
        <Card asChild variant="elevated" padding="lg" className={styles.formPanel}>
          <section aria-labelledby={formTitleId}>
            <div>
              <h2 id={formTitleId} className={styles.panelTitle}>
                {supportCopy.formTitle}
              </h2>
              <p className={styles.panelIntro}>{supportCopy.formIntro}</p>
            </div>
            <ContactForm headingLevel={3} labelledBy={formTitleId} />
          </section>
        </Card>
      </div>
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Support'),
  description:
    'Brightlane Digital support: hours, phone, e-mail, answers to common questions and a contact form.',
};

/**
 * The page's forms posted without JavaScript, each by its name (forms/postedForm.ts). Their code
 * loads when a post arrives, i.e. on the server only: the page's code in the browser never
 * downloads it.
 */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/leads/actions.ts').then((forms) => forms.supportPageAction(args));
