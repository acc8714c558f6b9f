import {
  ServiceCardGrid,
  ServicePageLayout,
  ServiceSection,
} from '../../features/services/ServicePageLayout.tsx';
import {
  CodeIcon,
  LayoutIcon,
  LinkIcon,
  PhoneIcon,
  ShieldIcon,
  ZapIcon,
} from '../../features/marketing/icons.tsx';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The web development page's copy and icons (docs/product/spec.md §2 "Service pages"); exact strings are asserted by tests. */
export const webDevelopmentCopy = {
  name: 'Web Development',
  description:
    'Custom websites and web applications, designed and built from scratch around your business — not squeezed into a template.',
  serviceType: 'Web development',
  solutions: {
    title: 'Custom Solutions',
    intro:
      'Every business works differently, so we build what yours needs: from a fast brochure site to a full web application.',
    items: [
      {
        title: 'Business Websites',
        icon: <LayoutIcon />,
        description:
          'A site designed around your brand and your customers, with a content editor your team will enjoy using.',
      },
      {
        title: 'Web Applications',
        icon: <CodeIcon />,
        description:
          'Portals, dashboards and booking systems built with modern frameworks and tested from the first line.',
      },
      {
        title: 'Integrations',
        icon: <LinkIcon />,
        description:
          'Your CRM, payments, inventory and marketing tools connected, so data flows without copy and paste.',
      },
    ],
  },
  benefits: {
    title: 'Benefits',
    intro: 'Whatever we build, three things are never optional.',
    items: [
      {
        title: 'Performance',
        icon: <ZapIcon />,
        description:
          'Pages that load in a blink and pass Core Web Vitals, because speed keeps visitors and lifts rankings.',
      },
      {
        title: 'Security',
        icon: <ShieldIcon />,
        description:
          'HTTPS everywhere, hardened hosting, updates and backups, so your site and your customers stay safe.',
      },
      {
        title: 'Mobile-First',
        icon: <PhoneIcon />,
        description:
          'Designed for the phone first and scaled up, since most of your visitors arrive on one.',
      },
    ],
  },
  ctaTitle: 'Start your web project',
} as const;

/** `/services/web-development` */
export function Component() {
  const { solutions, benefits } = webDevelopmentCopy;
  return (
    <ServicePageLayout
      name={webDevelopmentCopy.name}
      description={webDevelopmentCopy.description}
      path="/services/web-development"
      serviceType={webDevelopmentCopy.serviceType}
      ctaTitle={webDevelopmentCopy.ctaTitle}
    >
      <ServiceSection title={solutions.title} intro={solutions.intro}>
        <ServiceCardGrid items={solutions.items} />
      </ServiceSection>
      <ServiceSection title={benefits.title} intro={benefits.intro} sunken>
        <ServiceCardGrid items={benefits.items} />
      </ServiceSection>
    </ServicePageLayout>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Web Development'),
  description:
    'Custom websites and web applications built for performance, security and mobile-first use.',
};
