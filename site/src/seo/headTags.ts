// One list of head tags per page, used twice: rendered to a string into the pre-rendered
// HTML, and applied to the live document on client navigation (applyHeadTags.ts).
import { brand } from '@brightlane/contract/brand';
import type { ResolvedMeta } from './meta.ts';
import { absoluteUrl, siteOrigin } from './siteOrigin.ts';

/** The og:image is drawn at this size by site/scripts/og-image.mjs. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; key: 'name' | 'property'; id: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** The page-specific tags, in the order they appear in <head>. */
export function headTagList(meta: ResolvedMeta, origin: string = siteOrigin): HeadTag[] {
  const name = (id: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'name',
    id,
    content,
  });
  const property = (id: string, content: string): HeadTag => ({
    tag: 'meta',
    key: 'property',
    id,
    content,
  });
  const url = meta.canonicalPath === null ? null : absoluteUrl(meta.canonicalPath, origin);
  const image = absoluteUrl(meta.image, origin);

  return [
    { tag: 'title', text: meta.title },
    name('description', meta.description),
    name('keywords', meta.keywords.join(', ')),
    ...(meta.noindex ? [name('robots', 'noindex')] : []),
    ...(url ? [{ tag: 'link', rel: 'canonical', href: url } as const] : []),
    property('og:type', 'website'),
    property('og:site_name', brand.name),
    property('og:locale', 'en_AU'),
    property('og:title', meta.title),
    property('og:description', meta.description),
    ...(url ? [property('og:url', url)] : []),
    property('og:image', image),
    property('og:image:width', String(OG_IMAGE_SIZE.width)),
    property('og:image:height', String(OG_IMAGE_SIZE.height)),
    property('og:image:alt', meta.imageAlt),
    name('twitter:card', 'summary_large_image'),
    name('twitter:title', meta.title),
    name('twitter:description', meta.description),
    name('twitter:image', image),
    name('twitter:image:alt', meta.imageAlt),
  ];
}

/**
 * Colour-mode defaults for the static HTML: the product's default (dark) theme. The inline
 * theme script that follows them in <head> corrects both before first paint when the visitor's
 * theme is light, and the ThemeProvider keeps them current afterwards; route changes leave
 * them alone, which is why they are not part of `headTagList`.
 */
export function themeDefaultTags(darkThemeColor: string): HeadTag[] {
  return [
    { tag: 'meta', key: 'name', id: 'theme-color', content: darkThemeColor },
    { tag: 'meta', key: 'name', id: 'color-scheme', content: 'dark light' },
  ];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function renderHeadTag(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return `<title>${escapeHtml(tag.text)}</title>`;
    case 'meta':
      return `<meta ${tag.key}="${escapeHtml(tag.id)}" content="${escapeHtml(tag.content)}">`;
    case 'link':
      return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}">`;
  }
}

export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags.map(renderHeadTag).join('\n    ');
}
