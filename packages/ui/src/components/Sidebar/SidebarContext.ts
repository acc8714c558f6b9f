import { createContext, useContext } from 'react';
import type { RenderLink } from '../NavBar/NavBarLink.tsx';
import { defaultRenderLink } from '../NavBar/NavBarLink.tsx';

export interface SidebarContextValue {
  /** True in a collapsed SidebarPanel: items show their icon only. */
  collapsed: boolean;
  /** How items render their links (e.g. a router link). */
  renderLink: RenderLink;
  /** Called after an item is followed, so a slide-in sidebar can close itself. */
  onNavigate?: (() => void) | undefined;
}

export const SidebarContext = createContext<SidebarContextValue>({
  collapsed: false,
  renderLink: defaultRenderLink,
});

/**
 * The surrounding sidebar's state, for content that adapts to it (e.g. a theme toggle in
 * the footer that drops its label when the panel is collapsed).
 */
export function useSidebar(): Pick<SidebarContextValue, 'collapsed'> {
  const { collapsed } = useContext(SidebarContext);
  return { collapsed };
}
