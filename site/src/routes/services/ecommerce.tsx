import {
  ServiceCardGrid,
  ServicePageLayout,
  ServiceSection,
} from '../../features/services/ServicePageLayout.tsx';
import {
  CardIcon,
  CartIcon,
  ChartIcon,
  CodeIcon,
  SearchIcon,
} from '../../features/marketing/icons.tsx';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The e-commerce page's copy and icons (docs/product/spec.md §2 "Service pages"); exact strings are asserted by tests. */
export const ecommerceCopy = {
  name: 'E-commerce Solutions',
  description:
    'Online stores that are a pleasure to shop: built on Shopify, WooCommerce or a custom platform, tuned to turn visitors into customers.',
  serviceType: 'E-commerce development',
  platforms: {
    title: 'Platforms',
    intro: 'We recommend the platform that fits your catalogue, your team and your budget.',
    items: [
      {
        title: 'Shopify',
        icon: <CartIcon />,
        description:
          'A fast, fully hosted store with a custom theme, ready apps and payments from day one.',
      },
      {
        title: 'WooCommerce',
        icon: <CartIcon />,
        description:
          'E-commerce on WordPress: your store and your content in one place, with complete control.',
      },
      {
        title: 'Custom',
        icon: <CodeIcon />,
        description:
          'A store built from scratch for complex catalogues, B2B pricing or integrations off-the-shelf platforms cannot do.',
      },
    ],
  },
  features: {
    title: 'Features',
    intro: 'Every store we build comes with the features that make the difference to sales.',
    items: [
      {
        title: 'Checkout Optimization',
        icon: <CardIcon />,
        description:
          'Fewer steps, guest checkout and the payment methods your customers expect, so fewer carts are abandoned.',
      },
      {
        title: 'Analytics Integration',
        icon: <ChartIcon />,
        description:
          'Sales, conversion and product performance tracked from the first order, so decisions rest on data.',
      },
      {
        title: 'Product Search',
        icon: <SearchIcon />,
        description:
          'Fast search with filters and typo tolerance, so shoppers find what they came for.',
      },
    ],
  },
  ctaTitle: 'Start your online store',
} as const;

/** `/services/ecommerce` */
export function Component() {
  const { platforms, features } = ecommerceCopy;
  return (
    <ServicePageLayout
      name={ecommerceCopy.name}
      description={ecommerceCopy.description}
      path="/services/ecommerce"
      serviceType={ecommerceCopy.serviceType}
      ctaTitle={ecommerceCopy.ctaTitle}
    >
      <ServiceSection title={platforms.title} intro={platforms.intro}>
        <ServiceCardGrid items={platforms.items} />
      </ServiceSection>
      <ServiceSection title={features.title} intro={features.intro} sunken>
        <ServiceCardGrid items={features.items} />
      </ServiceSection>
    </ServicePageLayout>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('E-commerce Solutions'),
  description:
    'Online stores on Shopify, WooCommerce or a custom platform, with checkout optimisation, analytics and product search.',
};
