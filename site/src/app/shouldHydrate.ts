import { normalizePath } from '../seo/meta.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from './htmlTemplate.ts';

/**
 * Hydrate only markup that was rendered for this very address. The server also answers
 * unknown addresses with the pre-rendered 404 page; rendering that page again on the client
 * (rather than hydrating it) avoids mismatches from anything that depends on the address,
 * such as the active navigation link under /services/unknown.
 */
export function shouldHydrate(container: Element, pathname: string): boolean {
  if (!container.firstElementChild) return false;
  return container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === normalizePath(pathname);
}
