// The shared layout of the four service pages (docs/product/spec.md §2 "Service pages"): a header with the
// service's title and description, the page's own sections, then the offer — priced as
// 'Varies' in USD — with a call to action to /contact, and the service as schema.org JSON-LD.
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button, Card, CardDescription, CardTitle, Container, Heading } from '@brightlane/ui';
import { brand } from '@brightlane/contract/brand';
import { JsonLd } from '../../seo/JsonLd.tsx';
import type { StructuredData } from '../../seo/JsonLd.tsx';
import { absoluteUrl } from '../../seo/siteOrigin.ts';
import { PageHeader } from '../marketing/PageHeader.tsx';
import * as page from '../marketing/page.css.ts';
import * as styles from './ServicePageLayout.css.ts';

/** Every service's offer (docs/product/spec.md §2): the price varies with the project; the currency is USD. */
export const serviceOffer = { price: 'Varies', currency: 'USD' } as const;

/** The layout's copy; exact strings are asserted by tests. */
export const serviceLayoutCopy = {
  breadcrumbLabel: 'Breadcrumb',
  servicesLink: 'Services',
  priceTerm: 'Price',
  currencyTerm: 'Currency',
  pricingText: `Every project is priced on its scope. Tell us what you need and we reply ${brand.support.replyPromise} with a free quote.`,
  primaryCta: 'Get a Free Quote',
  secondaryCta: 'All Services',
} as const;

export interface ServiceJsonLdInput {
  /** The service's name, as in the page's h1. */
  name: string;
  description: string;
  /** The page's path, e.g. '/services/seo'. */
  path: string;
  /** schema.org serviceType, e.g. 'Search engine optimisation'. */
  serviceType: string;
}

/**
 * schema.org Service with its provider and offer. The price is 'Varies', which is not a
 * number, so the Offer carries no `price`: only `priceCurrency` and a description that says so.
 */
export function buildServiceJsonLd({
  name,
  description,
  path,
  serviceType,
}: ServiceJsonLdInput): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    serviceType,
    description,
    url: absoluteUrl(path),
    areaServed: { '@type': 'City', name: brand.address.locality },
    provider: {
      '@type': 'LocalBusiness',
      name: brand.name,
      url: absoluteUrl('/'),
      telephone: brand.phone.tel,
      email: brand.email.general,
      address: {
        '@type': 'PostalAddress',
        addressLocality: brand.address.locality,
        addressRegion: brand.address.region,
        addressCountry: brand.address.country,
      },
    },
    offers: {
      '@type': 'Offer',
      priceCurrency: serviceOffer.currency,
      description: serviceOffer.price,
      url: absoluteUrl('/contact'),
    },
  };
}

export interface ServicePageLayoutProps extends ServiceJsonLdInput {
  /** The closing section's heading, e.g. 'Start your online store'. */
  ctaTitle: string;
  /** The page's sections (`ServiceSection`s). */
  children: ReactNode;
}

/** A service page: header, sections, offer and call to action, JSON-LD. */
export function ServicePageLayout({
  name,
  description,
  path,
  serviceType,
  ctaTitle,
  children,
}: ServicePageLayoutProps) {
  const ctaId = useId();
  return (
    <>
      <PageHeader
        title={name}
        lead={description}
        eyebrow={
          <nav aria-label={serviceLayoutCopy.breadcrumbLabel}>
            <ol className={styles.breadcrumbs}>
              <li>
                <Link className={styles.breadcrumbLink} to="/services">
                  {serviceLayoutCopy.servicesLink}
                </Link>
              </li>
              <li aria-hidden="true" className={styles.breadcrumbSeparator}>
                /
              </li>
              <li aria-current="page" className={styles.breadcrumbCurrent}>
                {name}
              </li>
            </ol>
          </nav>
        }
      />
      {children}
      <section className={page.section} aria-labelledby={ctaId}>
        <Container>
          <div className={styles.pricing}>
            <div>
              <Heading level={2} size="xl" id={ctaId}>
                {ctaTitle}
              </Heading>
              <dl className={styles.priceList}>
                <div>
                  <dt className={styles.priceTerm}>{serviceLayoutCopy.priceTerm}</dt>
                  <dd className={styles.priceValue}>{serviceOffer.price}</dd>
                </div>
                <div>
                  <dt className={styles.priceTerm}>{serviceLayoutCopy.currencyTerm}</dt>
                  <dd className={styles.priceValue}>{serviceOffer.currency}</dd>
                </div>
              </dl>
              <p className={styles.pricingText}>{serviceLayoutCopy.pricingText}</p>
            </div>
            <div className={styles.actions}>
              <Button asChild size="lg">
                <Link to="/contact">{serviceLayoutCopy.primaryCta}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" tone="neutral">
                <Link to="/services">{serviceLayoutCopy.secondaryCta}</Link>
              </Button>
            </div>
          </div>
        </Container>
      </section>
      <JsonLd data={buildServiceJsonLd({ name, description, path, serviceType })} />
    </>
  );
}

export interface ServiceSectionProps {
  /** The section's h2. */
  title: string;
  /** A paragraph under the heading. */
  intro?: ReactNode;
  /** A tinted band, to set the section apart from its neighbours. */
  sunken?: boolean;
  children?: ReactNode;
}

/** One section of a service page: an h2, an optional intro, then its content. */
export function ServiceSection({ title, intro, sunken = false, children }: ServiceSectionProps) {
  const titleId = useId();
  return (
    <section className={sunken ? page.sectionSunken : page.section} aria-labelledby={titleId}>
      <Container>
        <Heading level={2} id={titleId} className={intro ? undefined : styles.spacedHeading}>
          {title}
        </Heading>
        {intro ? <p className={page.sectionIntro}>{intro}</p> : null}
        {children}
      </Container>
    </section>
  );
}

export interface ServiceItem {
  title: string;
  description: string;
  /** A decorative icon (marketing/icons.tsx). */
  icon?: ReactNode;
}

export interface ServiceCardGridProps {
  items: readonly ServiceItem[];
  /** Cards per row on wide screens. Default 3. */
  columns?: 2 | 3 | 4;
}

/** The section's items as a list of cards, each with an h3. */
export function ServiceCardGrid({ items, columns = 3 }: ServiceCardGridProps) {
  return (
    <ul className={page.grid[columns]}>
      {items.map((item) => (
        <li key={item.title} className={page.gridItem}>
          <Card className={page.fill}>
            {item.icon ? <span className={page.iconTile}>{item.icon}</span> : null}
            <CardTitle>{item.title}</CardTitle>
            <CardDescription>{item.description}</CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export interface ServiceStat {
  /** The figure, e.g. '+300%'. */
  value: string;
  /** What it measures, e.g. 'Organic Traffic'. */
  label: string;
}

/** Headline figures as a description list: label (term) and figure (value). */
export function ServiceStats({
  items,
  footnote,
}: {
  items: readonly ServiceStat[];
  footnote?: ReactNode;
}) {
  return (
    <>
      <dl className={styles.stats}>
        {items.map((item) => (
          <div key={item.label} className={styles.stat}>
            <dt className={styles.statLabel}>{item.label}</dt>
            <dd className={styles.statValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
      {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
    </>
  );
}
