import { createContext } from 'react';
import type { RenderLink } from '../NavBar/NavBarLink.tsx';
import { defaultRenderLink } from '../NavBar/NavBarLink.tsx';

/** The footer's link renderer, so parts need no `renderLink` of their own. */
export const FooterLinkContext = createContext<RenderLink>(defaultRenderLink);
