import { clsx } from 'clsx';
import { AtSign, BriefcaseBusiness, Camera, ThumbsUp } from 'lucide-react';
import type { ComponentProps, ComponentType } from 'react';
import * as styles from './Footer.css.ts';

export const footerSocialNetworks = ['facebook', 'instagram', 'linkedin', 'x'] as const;
export type FooterSocialNetwork = (typeof footerSocialNetworks)[number];

// lucide-react 1.x ships no brand logos (trademark policy), so each network gets a generic
// glyph; the accessible name carries the brand.
const networks: Record<
  FooterSocialNetwork,
  { name: string; Icon: ComponentType<{ size?: number }> }
> = {
  facebook: { name: 'Facebook', Icon: ThumbsUp },
  instagram: { name: 'Instagram', Icon: Camera },
  linkedin: { name: 'LinkedIn', Icon: BriefcaseBusiness },
  x: { name: 'X (Twitter)', Icon: AtSign },
};

/** A profile link; other anchor attributes (e.g. `rel="me"`) go to its `<a>`. */
export interface FooterSocialLink extends Omit<
  ComponentProps<'a'>,
  'children' | 'href' | 'aria-label' | 'title'
> {
  /** Which network: sets the icon and the default name. */
  network: FooterSocialNetwork;
  /** The profile URL. */
  href: string;
  /** Accessible name; the network's name by default (e.g. 'LinkedIn'). */
  label?: string;
  /** Data attributes go to the `<a>` too. */
  [dataAttribute: `data-${string}`]: string | undefined;
}

export interface FooterSocialLinksProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The profiles, in display order. */
  links: readonly FooterSocialLink[];
  /** The list's accessible name. */
  label?: string;
}

/** Round icon links to the social profiles, each named for its network. External: plain `<a>`. */
export function FooterSocialLinks({
  links,
  label = 'Social media',
  className,
  ...rest
}: FooterSocialLinksProps) {
  return (
    <ul aria-label={label} className={clsx(styles.social, className)} {...rest}>
      {links.map(({ network, href, label: name, className: linkClass, ...anchor }) => {
        const { name: defaultName, Icon } = networks[network];
        return (
          <li key={network}>
            <a
              {...anchor}
              href={href}
              className={clsx(styles.socialLink, linkClass)}
              aria-label={name ?? defaultName}
              title={name ?? defaultName}
            >
              <span aria-hidden="true" style={{ display: 'inline-flex' }}>
                <Icon size={18} />
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
