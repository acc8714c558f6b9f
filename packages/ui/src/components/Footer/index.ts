export { Footer } from './Footer.tsx';
export type { FooterProps, FooterLink } from './Footer.tsx';
export { FooterLinkGroup } from './FooterLinkGroup.tsx';
export type { FooterLinkGroupProps } from './FooterLinkGroup.tsx';
export { FooterSocialLinks, footerSocialNetworks } from './FooterSocialLinks.tsx';
export type {
  FooterSocialLinksProps,
  FooterSocialLink,
  FooterSocialNetwork,
} from './FooterSocialLinks.tsx';
export { FooterCopyright } from './FooterCopyright.tsx';
export type { FooterCopyrightProps } from './FooterCopyright.tsx';
export { FooterProducts } from './FooterProducts.tsx';
export type { FooterProductsProps } from './FooterProducts.tsx';
export { FooterContact } from './FooterContact.tsx';
export type { FooterContactProps } from './FooterContact.tsx';
