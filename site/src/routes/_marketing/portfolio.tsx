import { Link } from 'react-router-dom';
import { Badge, Button, Card, CardFooter, CardTitle, Container, Text } from '@brightlane/ui';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import {
  BuildingIcon,
  CartIcon,
  CheckIcon,
  CloudIcon,
  PhoneIcon,
} from '../../features/marketing/icons.tsx';
import * as page from '../../features/marketing/page.css.ts';
import { PriceWidget } from '../../features/pricing/PriceWidget.tsx';
import * as styles from './portfolio.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/**
 * The portfolio's copy (docs/product/spec.md §2 "Portfolio"): four fixed projects, each with a category, an
 * icon, three features and a client label. Clients are described, never named: the work is
 * illustrative. Exact strings are asserted by tests.
 */
export const portfolioCopy = {
  title: 'Our Portfolio',
  lead: 'A selection of recent work: online stores, corporate sites, apps and cloud platforms built for businesses in Melbourne and beyond.',
  projectsLabel: 'Projects',
  clientPrefix: 'Client:',
  projects: [
    {
      title: 'E-commerce Platform',
      category: 'E-commerce',
      icon: <CartIcon />,
      features: [
        'Custom product catalogue with filtered search',
        'One-page checkout with multiple payment options',
        'Inventory and order management dashboard',
      ],
      client: 'Fashion retailer',
    },
    {
      title: 'Corporate Website',
      category: 'Web Development',
      icon: <BuildingIcon />,
      features: [
        'Bespoke design built on the brand guidelines',
        'Content management for the marketing team',
        'Accessible to WCAG 2.2 AA',
      ],
      client: 'Professional services firm',
    },
    {
      title: 'Mobile Application',
      category: 'Mobile Development',
      icon: <PhoneIcon />,
      features: [
        'iOS and Android from one codebase',
        'Offline mode with background sync',
        'Push notifications and in-app messaging',
      ],
      client: 'Health and fitness startup',
    },
    {
      title: 'Cloud Migration',
      category: 'Cloud Solutions',
      icon: <CloudIcon />,
      features: [
        'Staged migration with no unplanned downtime',
        'Infrastructure as code and automated deployments',
        'Auto-scaling with cost monitoring',
      ],
      client: 'Logistics company',
    },
  ],
  priceCta: 'Get a Free Quote',
} as const;

/** `/portfolio` */
export function Component() {
  return (
    <>
      <PageHeader title={portfolioCopy.title} lead={portfolioCopy.lead} />
      <section className={page.section} aria-label={portfolioCopy.projectsLabel}>
        <Container>
          <ul className={page.grid[2]}>
            {portfolioCopy.projects.map((project) => (
              <li key={project.title} className={page.gridItem}>
                <Card variant="elevated" className={page.fill}>
                  <div className={styles.cardTop}>
                    <span className={page.iconTile}>{project.icon}</span>
                    <Badge tone="brand">{project.category}</Badge>
                  </div>
                  <CardTitle level={2}>{project.title}</CardTitle>
                  <ul className={page.checkList}>
                    {project.features.map((feature) => (
                      <li key={feature} className={page.checkItem}>
                        <CheckIcon size={16} className={page.checkMark} />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  <CardFooter justify="start" divider>
                    <Text size="sm" variant="muted">
                      <Text as="span" weight="semibold" tone="neutral">
                        {portfolioCopy.clientPrefix}
                      </Text>{' '}
                      {project.client}
                    </Text>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <div className={page.sectionSunken}>
        <Container>
          <PriceWidget
            action={
              <Button asChild>
                <Link to="/contact">{portfolioCopy.priceCta}</Link>
              </Button>
            }
          />
        </Container>
      </div>
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Portfolio'),
  description:
    'Selected Brightlane Digital projects: an e-commerce platform, a corporate website, a mobile application and a cloud migration.',
};
