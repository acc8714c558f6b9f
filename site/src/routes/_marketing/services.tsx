import { Link } from 'react-router-dom';
import {
  Button,
  Card,
  CardDescription,
  CardFooter,
  CardTitle,
  Container,
  Link as TextLink,
} from '@brightlane/ui';
import { CallToAction, PageHeader } from '../../features/marketing/PageHeader.tsx';
import {
  ArrowRightIcon,
  CartIcon,
  CloudIcon,
  CodeIcon,
  LayoutIcon,
  PhoneIcon,
  TrendingIcon,
} from '../../features/marketing/icons.tsx';
import * as page from '../../features/marketing/page.css.ts';
import * as styles from './services.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/**
 * The services page's copy (docs/product/spec.md §2 "Services"): six fixed cards; the four services with a
 * page of their own link to it. Exact strings are asserted by tests.
 */
export const servicesCopy = {
  title: 'Our Services',
  lead: 'Everything your business needs to succeed online, from the first design sketch to the cloud it runs on — planned, built and looked after by one Melbourne team.',
  servicesLabel: 'Services',
  services: [
    {
      title: 'Custom Web Development',
      icon: <CodeIcon />,
      description:
        'Fast, secure websites and web applications built from scratch around the way your business works.',
      href: '/services/web-development',
      linkText: 'Explore web development',
    },
    {
      title: 'E-commerce Solutions',
      icon: <CartIcon />,
      description:
        'Online stores on Shopify, WooCommerce or a custom platform, with a checkout that converts.',
      href: '/services/ecommerce',
      linkText: 'Explore e-commerce',
    },
    {
      title: 'Cloud Solutions',
      icon: <CloudIcon />,
      description:
        'Migration, security and optimisation on AWS, Azure and Google Cloud, so your systems scale with you.',
      href: '/services/cloud',
      linkText: 'Explore cloud services',
    },
    {
      title: 'SEO & Digital Marketing',
      icon: <TrendingIcon />,
      description:
        'Technical SEO, content and local search that bring the right visitors and turn them into leads.',
      href: '/services/seo',
      linkText: 'Explore SEO',
    },
    {
      title: 'Mobile App Development',
      icon: <PhoneIcon />,
      description:
        'iOS and Android apps from one codebase, connected to your website and your business systems.',
    },
    {
      title: 'UI/UX Design',
      icon: <LayoutIcon />,
      description:
        'Research, wireframes and interface design that make your product clear, accessible and a pleasure to use.',
    },
  ],
  cta: {
    title: 'Not sure which service you need?',
    text: 'Tell us about your project and we will recommend the right mix — the quote is free.',
    action: 'Get a Free Quote',
  },
} as const;

/** `/services` */
export function Component() {
  return (
    <>
      <PageHeader title={servicesCopy.title} lead={servicesCopy.lead} />
      <section className={page.section} aria-label={servicesCopy.servicesLabel}>
        <Container>
          <ul className={page.grid[3]}>
            {servicesCopy.services.map((service) => (
              <li key={service.title} className={page.gridItem}>
                <Card className={page.fill}>
                  <span className={page.iconTile}>{service.icon}</span>
                  <CardTitle level={2}>{service.title}</CardTitle>
                  <CardDescription>{service.description}</CardDescription>
                  {'href' in service ? (
                    <CardFooter justify="start">
                      <TextLink asChild underline="hover">
                        <Link to={service.href} className={styles.more}>
                          {service.linkText}
                          <ArrowRightIcon size={16} />
                        </Link>
                      </TextLink>
                    </CardFooter>
                  ) : null}
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CallToAction
        title={servicesCopy.cta.title}
        text={servicesCopy.cta.text}
        action={
          <Button asChild size="lg">
            <Link to="/contact">{servicesCopy.cta.action}</Link>
          </Button>
        }
      />
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Services'),
  description:
    'Custom web development, e-commerce, cloud, SEO and digital marketing, mobile apps and UI/UX design from a Melbourne studio.',
};
