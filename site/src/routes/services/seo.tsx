import {
  ServiceCardGrid,
  ServicePageLayout,
  ServiceSection,
  ServiceStats,
} from '../../features/services/ServicePageLayout.tsx';
import {
  CodeIcon,
  DocumentIcon,
  LinkIcon,
  MapPinIcon,
  SearchIcon,
  SlidersIcon,
} from '../../features/marketing/icons.tsx';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The SEO page's copy and icons (docs/product/spec.md §2 "Service pages"); exact strings are asserted by tests. */
export const seoCopy = {
  name: 'SEO Services',
  description:
    'Search engine optimisation that brings the right visitors to your site and turns them into enquiries — measured, reported and explained in plain English.',
  serviceType: 'Search engine optimisation',
  services: {
    title: 'What We Do',
    intro:
      'Six disciplines, one plan: we start with an audit and focus on what will move the needle.',
    items: [
      {
        title: 'Technical Audits',
        icon: <CodeIcon />,
        description:
          'Crawlability, speed, structured data and indexing checked page by page, then a prioritised list of fixes.',
      },
      {
        title: 'Keyword Research',
        icon: <SearchIcon />,
        description:
          'The searches your customers actually make, ranked by intent, volume and how winnable they are.',
      },
      {
        title: 'On-Page SEO',
        icon: <SlidersIcon />,
        description:
          'Titles, headings, copy and internal links tuned so each page clearly answers the search it targets.',
      },
      {
        title: 'Content Strategy',
        icon: <DocumentIcon />,
        description:
          'A content plan and calendar that builds authority on the topics your business wants to be known for.',
      },
      {
        title: 'Link Building',
        icon: <LinkIcon />,
        description:
          'Earned links from relevant, reputable sites — never bought links or schemes that put your site at risk.',
      },
      {
        title: 'Local SEO',
        icon: <MapPinIcon />,
        description:
          'Your business profile, reviews and local pages set up so you show up when people search nearby.',
      },
    ],
  },
  results: {
    title: 'Results',
    intro: 'What our SEO clients have seen on average after a year of working with us.',
    items: [
      { value: '+300%', label: 'Organic Traffic' },
      { value: '+150%', label: 'Keyword Rankings' },
      { value: '+200%', label: 'Lead Generation' },
    ],
    footnote: 'Results vary with the market, the competition and the starting point of each site.',
  },
  ctaTitle: 'Grow your organic traffic',
} as const;

/** `/services/seo` */
export function Component() {
  const { services, results } = seoCopy;
  return (
    <ServicePageLayout
      name={seoCopy.name}
      description={seoCopy.description}
      path="/services/seo"
      serviceType={seoCopy.serviceType}
      ctaTitle={seoCopy.ctaTitle}
    >
      <ServiceSection title={services.title} intro={services.intro}>
        <ServiceCardGrid items={services.items} />
      </ServiceSection>
      <ServiceSection title={results.title} intro={results.intro} sunken>
        <ServiceStats items={results.items} footnote={results.footnote} />
      </ServiceSection>
    </ServicePageLayout>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('SEO Services'),
  description:
    'Technical audits, keyword research, on-page SEO, content strategy, link building and local SEO for Melbourne businesses.',
};
