import { Link } from 'react-router-dom';
import { Link as UiLink } from '@brightlane/ui';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { RenderDate } from '../../features/legal/RenderDate.tsx';
import * as legal from '../../features/legal/legal.css.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The privacy page's fixed strings (docs/product/spec.md §2 "Privacy Policy"); asserted by tests. */
export const privacyCopy = {
  title: 'Privacy Policy',
  updated: 'Last updated:',
  oaicUrl: 'https://www.oaic.gov.au',
} as const;

/**
 * `/privacy` — how we handle personal information under the Privacy Act 1988 (Cth) and the
 * Australian Privacy Principles, and exactly what each form of the site collects and why.
 * The last-updated date is the current date (docs/product/spec.md §2).
 */
export function Component() {
  return (
    <>
      <PageHeader
        title={privacyCopy.title}
        lead={
          <>
            {privacyCopy.updated} <RenderDate />
          </>
        }
      />
      <section className={legal.section} aria-label={privacyCopy.title}>
        <div className={layout.container}>
          <div className={legal.prose}>
            <p>
              {/* One text node: a node starting mid-line moves when Inter swaps in (decision 014). */}
              {`${brand.name} (${brand.abn}) respects your privacy. This policy explains how we collect, use, store and disclose personal information in line with the `}
              <em>Privacy Act 1988</em> (Cth) and the Australian Privacy Principles (APPs).
            </p>

            <h2>What we collect, and why</h2>
            <p>
              We only collect what we need to answer you. Fields marked optional can be left blank.
            </p>

            <h3>Quote requests</h3>
            <p>
              The quote builder and the free quote form ask for your project type, industry, project
              scope, name, e-mail address, and optionally your phone number and a message. We use
              them to prepare your quote, to contact you about it and to send you a confirmation.
            </p>

            <h3>Contact messages</h3>
            <p>
              The contact form asks for your name, e-mail address, message and optionally your phone
              number, so that we can reply to you.
            </p>

            <h3>Job applications</h3>
            <p>
              The careers form asks for your name, e-mail address, phone number, the position, your
              experience, and optionally your GitHub profile and a CV (PDF or Word). We use them
              only to assess your application and to contact you about it.
            </p>

            <h3>Accounts</h3>
            <p>
              If you create an account we keep your name, e-mail address and settings. Your password
              is stored only as a one-way hash that nobody, including us, can read.
            </p>

            <h3>Technical information</h3>
            <ul>
              <li>
                With each form we record your IP address, browser type and the time, to prevent spam
                and abuse (for example, limiting how often a form can be sent).
              </li>
              <li>
                To keep the site fast and working we record page performance measurements and error
                reports, with the page address but nothing that identifies you.
              </li>
              <li>
                Your light or dark theme choice is kept in your own browser. When you sign in we set
                a session cookie to keep you signed in; we use no advertising or tracking cookies,
                and no third-party analytics.
              </li>
            </ul>

            <h2>Dealing with us anonymously</h2>
            <p>
              You can browse the website without telling us who you are. To answer an enquiry or
              consider an application, though, we need a way to contact you.
            </p>

            <h2>Who we share it with</h2>
            <p>
              We do not sell or rent personal information. We share it only with service providers
              that help us run the website and deliver e-mail, under obligations of confidentiality,
              or where the law requires it. If a provider stores information outside Australia, we
              take reasonable steps to make sure it is handled in line with the APPs.
            </p>

            <h2>How we protect it</h2>
            <p>
              Information is stored in our own database and sent over encrypted connections. Access
              is limited to the staff who need it. We keep enquiries and applications only as long
              as we need them for the purpose they were given or as the law requires, then delete or
              de-identify them.
            </p>

            <h2>Access and correction</h2>
            <p>
              You can ask for a copy of the personal information we hold about you, or ask us to
              correct it, at any time. We will answer within 30 days.
            </p>

            <h2>Complaints</h2>
            <p>
              If you are concerned about how we have handled your personal information, please
              contact us first and we will respond within 30 days. If you are not satisfied with our
              answer, you can complain to the Office of the Australian Information Commissioner at{' '}
              <UiLink href={privacyCopy.oaicUrl}>www.oaic.gov.au</UiLink>.
            </p>

            <h2>Changes to this policy</h2>
            <p>
              We may update this policy when our practices change. The version on this page, with
              its last-updated date, is the one that applies. See also our{' '}
              <UiLink asChild>
                <Link to="/terms">Terms of Service</Link>
              </UiLink>
              .
            </p>

            <h2>Contact us</h2>
            <p>
              E-mail <UiLink href={`mailto:${brand.email.general}`}>{brand.email.general}</UiLink>,
              call <UiLink href={`tel:${brand.phone.tel}`}>{brand.phone.display}</UiLink> or use our{' '}
              <UiLink asChild>
                <Link to="/contact">contact form</Link>
              </UiLink>
              {`. ${brand.name}, ${brand.address.display}, Australia.`}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Privacy Policy'),
  description:
    'How Brightlane Digital collects, uses and protects the personal information you share with us.',
};
