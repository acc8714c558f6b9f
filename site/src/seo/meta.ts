// Per-route head metadata. A page declares it as its module's `meta` export, which the route
// table puts in `handle.meta` when the module loads (routing/page.ts);
// the same resolution runs at pre-render time (entry-server) and on every client navigation
// (HeadManager), so the head a crawler reads and the head a visitor ends up with agree.
import type { Params } from 'react-router-dom';
import { defaultSeo } from '@brightlane/contract/brand';

export interface PageMeta {
  /** The whole <title>. Inner pages use `titleWithBrand('About')` → 'About | Brightlane Digital'. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /**
   * Path for `<link rel="canonical">` and og:url. Defaults to the page's own path; `null`
   * leaves both out (the not-found page has no canonical address).
   */
  canonicalPath?: string | null;
  /** Ask search engines not to index the page (docs/product/spec.md §2: forgot-password). */
  noindex?: boolean;
  /** Sharing image path under site/public; defaults to the brand image. */
  image?: string;
  imageAlt?: string;
}

/** What a route module can give: fixed metadata, or metadata computed from its params and loader data. */
export type MetaSource = PageMeta | ((args: { params: Params; data: unknown }) => PageMeta);

/** The part of a route match the resolver needs; both `useMatches()` and a static handler context provide it. */
export interface MetaMatch {
  params: Params;
  data: unknown;
  handle: unknown;
}

export interface ResolvedMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  canonicalPath: string | null;
  noindex: boolean;
  image: string;
  imageAlt: string;
}

function metaOf(match: MetaMatch): PageMeta | undefined {
  const handle = match.handle as { meta?: MetaSource } | undefined;
  const source = handle?.meta;
  if (!source) return undefined;
  return typeof source === 'function' ? source({ params: match.params, data: match.data }) : source;
}

/** '/about/' → '/about', so one page has one canonical address whichever way it was reached. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Merges the brand defaults with the metadata of every matched route, outermost first, so a
 * layout route can set shared keywords and the page sets its title.
 */
export function resolveMeta(matches: readonly MetaMatch[], pathname: string): ResolvedMeta {
  const merged: PageMeta = {};
  for (const match of matches) Object.assign(merged, metaOf(match));
  return {
    title: merged.title ?? defaultSeo.title,
    description: merged.description ?? defaultSeo.description,
    keywords: merged.keywords ?? defaultSeo.keywords,
    canonicalPath:
      merged.canonicalPath === null ? null : normalizePath(merged.canonicalPath ?? pathname),
    noindex: merged.noindex ?? false,
    image: merged.image ?? defaultSeo.image,
    imageAlt: merged.imageAlt ?? defaultSeo.imageAlt,
  };
}
