import { Link } from 'react-router-dom';
import { Link as UiLink } from '@brightlane/ui';
import * as legal from '../../features/legal/legal.css.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import {
  footerGroups,
  legalNav,
  mobileNav,
  primaryNav,
  type NavItem,
} from '../../layouts/siteNav.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The sitemap's fixed strings (docs/product/spec.md §2 "Sitemap"); asserted by tests. */
export const sitemapCopy = {
  title: 'Sitemap',
  lead: 'Every page of the site in one place: our main pages and the services we offer.',
  main: 'Main pages',
  services: 'Services',
  legal: 'Legal',
} as const;

const SITEMAP_PATH = '/sitemap';

/** The items in order of first appearance, each address once, leaving out `exclude`. */
function uniqueLinks(lists: readonly (readonly NavItem[])[], exclude: readonly NavItem[] = []) {
  const seen = new Set<string>([SITEMAP_PATH, ...exclude.map((item) => item.to)]);
  const links: NavItem[] = [];
  for (const item of lists.flat()) {
    if (seen.has(item.to)) continue;
    seen.add(item.to);
    links.push(item);
  }
  return links;
}

const companyLinks = footerGroups.find((group) => group.title === 'Company')?.links ?? [];
const serviceLinks = uniqueLinks([mobileNav.services.items]);
const legalLinks = uniqueLinks([legalNav]);

/**
 * The groups, from the navigation data the header and footer use (layouts/siteNav.ts), so
 * the sitemap lists exactly the pages the site links to, each once: the main pages leave out
 * what the services and legal groups hold.
 */
export const sitemapGroups: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: sitemapCopy.main,
    links: uniqueLinks(
      [mobileNav.before, primaryNav, companyLinks, mobileNav.after],
      [...serviceLinks, ...legalLinks],
    ),
  },
  { title: sitemapCopy.services, links: serviceLinks },
  { title: sitemapCopy.legal, links: legalLinks },
];

/** `/sitemap` — the human-readable sitemap (the machine one is /sitemap.xml). */
export function Component() {
  return (
    <>
      <PageHeader title={sitemapCopy.title} lead={sitemapCopy.lead} />
      <section className={legal.section} aria-label={sitemapCopy.title}>
        <div className={`${layout.container} ${legal.groups}`}>
          {sitemapGroups.map((group, index) => (
            <nav key={group.title} aria-labelledby={`sitemap-group-${index}`}>
              <h2 id={`sitemap-group-${index}`} className={legal.groupTitle}>
                {group.title}
              </h2>
              <ul className={legal.linkList}>
                {group.links.map((item) => (
                  <li key={item.to}>
                    <UiLink asChild underline="hover">
                      <Link to={item.to}>{item.label}</Link>
                    </UiLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </section>
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Sitemap'),
  description: 'Every page of the Brightlane Digital website: main pages and services.',
};
