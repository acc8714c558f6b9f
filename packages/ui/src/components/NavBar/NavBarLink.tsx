import type { ComponentProps, ReactNode } from 'react';

/** What a link slot hands to `renderLink`: plain anchor props with a required `href`. */
export interface LinkRenderProps extends Omit<ComponentProps<'a'>, 'href'> {
  href: string;
}

/**
 * Renders a link for the navigation family (NavBar, Sidebar, Footer). Pass one that returns
 * the router's link so navigation stays client-side, e.g.
 * `({ href, ...props }) => <Link to={href} {...props} />`.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default: a plain `<a>`. */
export const defaultRenderLink: RenderLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);

/**
 * Calls a `renderLink` as a component, so a ref among the props is handed over in JSX
 * rather than read during the caller's render.
 */
export function RenderedLink({ render, ...props }: LinkRenderProps & { render: RenderLink }) {
  return render(props);
}
