import {
  ServiceCardGrid,
  ServicePageLayout,
  ServiceSection,
} from '../../features/services/ServicePageLayout.tsx';
import { ArrowRightIcon, ShieldIcon, SlidersIcon } from '../../features/marketing/icons.tsx';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The cloud page's copy and icons (docs/product/spec.md §2 "Service pages"); exact strings are asserted by tests. */
export const cloudCopy = {
  name: 'Cloud Services',
  description:
    'Move to the cloud with confidence: planned migrations, security built in and infrastructure tuned so you only pay for what you use.',
  serviceType: 'Cloud computing services',
  services: {
    title: 'What We Do',
    intro: 'From the first move to day-to-day running, we look after your cloud.',
    items: [
      {
        title: 'Migration',
        icon: <ArrowRightIcon />,
        description:
          'Servers, databases and applications moved in planned stages, tested before cut-over, with no surprise downtime.',
      },
      {
        title: 'Security',
        icon: <ShieldIcon />,
        description:
          'Least-privilege access, encryption, monitoring and backups configured to best practice from the start.',
      },
      {
        title: 'Optimization',
        icon: <SlidersIcon />,
        description:
          'Right-sized resources, auto-scaling and cost reports, so performance goes up while the bill goes down.',
      },
    ],
  },
  providers: {
    title: 'Providers',
    intro:
      'We work across the major clouds and pick the one that suits your workload, with a CDN in front.',
    items: [
      { title: 'AWS', description: 'Amazon Web Services' },
      { title: 'Azure', description: 'Microsoft Azure' },
      { title: 'GCP', description: 'Google Cloud Platform' },
      { title: 'Cloudflare', description: 'CDN and security at the edge' },
    ],
  },
  ctaTitle: 'Plan your move to the cloud',
} as const;

/** `/services/cloud` */
export function Component() {
  const { services, providers } = cloudCopy;
  return (
    <ServicePageLayout
      name={cloudCopy.name}
      description={cloudCopy.description}
      path="/services/cloud"
      serviceType={cloudCopy.serviceType}
      ctaTitle={cloudCopy.ctaTitle}
    >
      <ServiceSection title={services.title} intro={services.intro}>
        <ServiceCardGrid items={services.items} />
      </ServiceSection>
      <ServiceSection title={providers.title} intro={providers.intro} sunken>
        <ServiceCardGrid items={providers.items} columns={4} />
      </ServiceSection>
    </ServicePageLayout>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Cloud Services'),
  description:
    'Cloud migration, security and optimisation on AWS, Azure and Google Cloud, from Brightlane Digital in Melbourne.',
};
