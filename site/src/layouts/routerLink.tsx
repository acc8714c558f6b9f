import { Link } from '../routing/router/index.ts';
import type { RenderLink } from '@brightlane/ui';

/** The ui navigation family's link slot as a router link, so navigation stays client-side. */
export const renderRouterLink: RenderLink = ({ href, ...props }) => <Link to={href} {...props} />;
