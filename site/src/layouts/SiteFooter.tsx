import { Link } from 'react-router-dom';
import {
  Footer,
  FooterContact,
  FooterCopyright,
  FooterLinkGroup,
  FooterProducts,
  FooterSocialLinks,
} from '@brightlane/ui';
import { brand } from '@brightlane/contract/brand';
import { useCurrentYear } from '../hooks/useRenderDate.ts';
import { renderRouterLink } from './routerLink.tsx';
import { footerGroups, legalNav, toLinks } from './siteNav.ts';
import * as styles from './SiteFooter.css.ts';

const socialLinks = brand.socials.map(({ network, url }) => ({ network, href: url }));

/**
 * The site footer (docs/product/spec.md §1–2): tagline and socials, the Services / Company / Support
 * groups, the products under development, contact details with the support hours, and the
 * copyright line with Privacy, Terms and Sitemap.
 */
export function SiteFooter() {
  // The build date in pre-rendered HTML, the visitor's date once hydrated.
  const year = useCurrentYear();
  return (
    <Footer
      className={styles.footer}
      brand={
        <Link to="/" className={styles.brandLink}>
          {brand.name}
        </Link>
      }
      tagline={brand.tagline}
      social={<FooterSocialLinks links={socialLinks} />}
      copyright={<FooterCopyright name={brand.name} year={year} />}
      legalLinks={toLinks(legalNav)}
      renderLink={renderRouterLink}
    >
      {footerGroups.map((group) => (
        <FooterLinkGroup key={group.title} title={group.title} links={toLinks(group.links)} />
      ))}
      <FooterProducts products={brand.products} />
      <FooterContact
        className={styles.contactColumn}
        phone={{ label: brand.phone.display, href: `tel:${brand.phone.tel}` }}
        email={brand.email.general}
        address={
          <>
            {brand.address.display}
            <br />
            {brand.abn}
          </>
        }
        hours={brand.support.hours}
      />
    </Footer>
  );
}
