export { Link, linkTones, linkVariants, linkUnderlines } from './Link.tsx';
export type { LinkProps, LinkTone, LinkVariant, LinkUnderline } from './Link.tsx';
