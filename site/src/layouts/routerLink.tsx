import { Link, NavLink } from 'react-router-dom';
import type { RenderLink } from '@brightlane/ui';

/** The ui link slot as a router link, so navigation stays client-side (the footer). */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;

/**
 * The ui navigation family's link slot as React Router's NavLink: on its page and the pages
 * below it the link carries aria-current="page", which the ui styles as the current item.
 * Links in `exact` are current at their own address only (a section whose pages have links
 * of their own in the same navigation).
 */
export function navLinkRenderer(exact: readonly string[] = []): RenderLink {
  return ({ href, ...props }) => <NavLink to={href} end={exact.includes(href)} {...props} />;
}

/** NavLink for navigations where every link is current on its page and below. */
export const renderNavLink = navLinkRenderer();
