export { NavBar, navBarPositions } from './NavBar.tsx';
export type { NavBarProps, NavBarLinkItem, NavBarMenuState } from './NavBar.tsx';
export { useScrolled } from './useScrolled.ts';
export { defaultRenderLink } from './NavBarLink.tsx';
export type { RenderLink, LinkRenderProps } from './NavBarLink.tsx';
