export { Link, linkTones, linkUnderlines, linkForcedStates } from './Link.tsx';
export type { LinkProps, LinkTone, LinkUnderline } from './Link.tsx';
