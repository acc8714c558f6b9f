import { Link } from 'react-router-dom';
import { Link as UiLink } from '@brightlane/ui';
import { brand, titleWithBrand } from '@brightlane/contract/brand';
import { RenderDate } from '../../features/legal/RenderDate.tsx';
import * as legal from '../../features/legal/legal.css.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The terms page's fixed strings (docs/product/spec.md §2 "Terms of Service"); asserted by tests. */
export const termsCopy = {
  title: 'Terms of Service',
  effective: 'Effective date:',
} as const;

/** `/terms` — static terms; the effective date is the current date (docs/product/spec.md §2). */
export function Component() {
  return (
    <>
      <PageHeader
        title={termsCopy.title}
        lead={
          <>
            {termsCopy.effective} <RenderDate />
          </>
        }
      />
      <section className={legal.section} aria-label={termsCopy.title}>
        <div className={layout.container}>
          <div className={legal.prose}>
            <p>
              {/* One text node: a node starting mid-line moves when Inter swaps in (decision 014). */}
              {`These terms apply when you use the ${brand.name} website and when you ask us for a quote, contact us, apply for a job or create an account. ${brand.name} is a web design and development agency based in ${brand.address.display}, Australia (${brand.abn}). By using the website you agree to these terms.`}
            </p>

            <h2>Using our website</h2>
            <p>You may browse the website and share its pages. When you use it, please do not:</p>
            <ul>
              <li>break the law, or help anyone else to;</li>
              <li>try to get into parts of the website or our systems that are not public;</li>
              <li>send spam, malware or automated requests that slow the website for others;</li>
              <li>copy our content to present it as your own.</li>
            </ul>
            <p>
              We work to keep the website available and accurate, but we may change, suspend or
              withdraw any part of it without notice.
            </p>

            <h2>Quotes and price estimates</h2>
            <p>
              Quotes requested through the website and figures from the price estimate are estimates
              to help you plan. They are not offers. Each project starts only when we have both
              agreed a written proposal that sets out its scope, timeline, price and payment terms;
              that proposal then applies alongside these terms, and prevails where the two differ.
            </p>

            <h2>Projects and payment</h2>
            <ul>
              <li>
                Unless the proposal says otherwise, prices are in Australian dollars and include
                GST.
              </li>
              <li>
                We may ask for a deposit before work starts and invoice the rest at agreed
                milestones. Invoices are due within 14 days.
              </li>
              <li>
                Changes to the agreed scope are quoted separately before we do the extra work.
              </li>
              <li>
                Timelines depend on receiving your content, feedback and approvals when agreed.
              </li>
            </ul>

            <h2>Your content</h2>
            <p>
              You keep ownership of the text, images, logos and data you give us. You confirm that
              you have the right to use them and let us use them for your project.
            </p>

            <h2>Intellectual property</h2>
            <p>
              {`The content and design of this website belong to ${brand.name}. For client work, ownership of the finished deliverables passes to you once the project is paid in full, except for third-party software, fonts, images and our own reusable tools, which you receive a licence to use with your website. We may show completed work in our portfolio unless you ask us not to.`}
            </p>

            <h2>Third-party services</h2>
            <p>
              Websites often rely on others' services: hosting, domain names, e-commerce platforms,
              payment gateways and plugins. Their own terms and fees apply, and we are not
              responsible for their availability or changes.
            </p>

            <h2>Your rights under Australian Consumer Law</h2>
            <p>
              Our services come with guarantees that cannot be excluded under the Australian
              Consumer Law. Nothing in these terms excludes, restricts or changes those rights.
            </p>

            <h2>Limitation of liability</h2>
            <p>
              To the extent the law allows, we are not liable for indirect or consequential loss,
              such as lost profits or data, arising from your use of the website. Where our
              liability for a service cannot be excluded but can be limited, it is limited to
              supplying the service again or paying the cost of having it supplied again.
            </p>

            <h2>Privacy</h2>
            <p>
              How we handle personal information is set out in our{' '}
              <UiLink asChild>
                <Link to="/privacy">Privacy Policy</Link>
              </UiLink>
              .
            </p>

            <h2>Changes to these terms</h2>
            <p>
              We may update these terms from time to time. The version on this page, with its
              effective date, is the one that applies.
            </p>

            <h2>Governing law</h2>
            <p>
              These terms are governed by the laws of Victoria, Australia, and the courts of
              Victoria have jurisdiction over any dispute about them.
            </p>

            <h2>Contact us</h2>
            <p>
              Questions about these terms? E-mail{' '}
              <UiLink href={`mailto:${brand.email.general}`}>{brand.email.general}</UiLink>, call{' '}
              <UiLink href={`tel:${brand.phone.tel}`}>{brand.phone.display}</UiLink> or use our{' '}
              <UiLink asChild>
                <Link to="/contact">contact form</Link>
              </UiLink>
              .
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Terms of Service'),
  description: 'The terms that apply when you use the Brightlane Digital website and services.',
};
