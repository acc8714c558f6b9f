// schema.org descriptions of the business, built from the one brand file (docs/product/decisions.md
// "Brand"), for the JSON-LD of the home and contact pages.
import { brand, defaultSeo } from '@brightlane/contract/brand';
import type { StructuredData } from './JsonLd.tsx';
import { absoluteUrl, siteOrigin } from './siteOrigin.ts';

/** The agency as a LocalBusiness: name, contact points, area, hours and profiles. */
export function localBusiness(origin: string = siteOrigin): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absoluteUrl('/#business', origin),
    name: brand.name,
    description: defaultSeo.description,
    url: absoluteUrl('/', origin),
    image: absoluteUrl(defaultSeo.image, origin),
    logo: absoluteUrl('/apple-touch-icon.png', origin),
    telephone: brand.phone.tel,
    email: brand.email.general,
    address: {
      '@type': 'PostalAddress',
      addressLocality: brand.address.locality,
      addressRegion: brand.address.region,
      addressCountry: brand.address.country,
    },
    areaServed: brand.address.display,
    // Support hours (docs/product/spec.md §9): Monday to Friday 09:00-17:00.
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    },
    sameAs: brand.socials.map((social) => social.url),
  };
}
