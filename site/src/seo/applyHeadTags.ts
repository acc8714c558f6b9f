// Applies a page's head tags to the live document after a client-side navigation: updates the
// tags the pre-rendered HTML (or the previous page) left, adds missing ones and removes the
// optional ones (robots, canonical, og:url) this page does not have.
import type { HeadTag } from './headTags.ts';
import type { ResolvedMeta } from './meta.ts';
import { headTagList } from './headTags.ts';

function selectorOf(tag: HeadTag): string {
  switch (tag.tag) {
    case 'title':
      return 'title';
    case 'meta':
      return `meta[${tag.key}="${tag.id}"]`;
    case 'link':
      return `link[rel="${tag.rel}"]`;
  }
}

/** Every tag a page can have: the list for a page with all optional tags switched on. */
const everyPossibleTag = headTagList({
  title: '',
  description: '',
  keywords: [],
  canonicalPath: '/',
  noindex: true,
  image: '/',
  imageAlt: '',
});

function upsert(doc: Document, tag: HeadTag): void {
  let element = doc.head.querySelector(selectorOf(tag));
  if (!element) {
    element = doc.createElement(tag.tag);
    doc.head.appendChild(element);
  }
  switch (tag.tag) {
    case 'title':
      element.textContent = tag.text;
      break;
    case 'meta':
      element.setAttribute(tag.key, tag.id);
      element.setAttribute('content', tag.content);
      break;
    case 'link':
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
      break;
  }
}

export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const wanted = new Set(tags.map(selectorOf));
  for (const tag of everyPossibleTag) {
    const selector = selectorOf(tag);
    if (!wanted.has(selector)) doc.head.querySelector(selector)?.remove();
  }
  for (const tag of tags) upsert(doc, tag);
}

export function applyMeta(doc: Document, meta: ResolvedMeta, origin?: string): void {
  applyHeadTags(doc, headTagList(meta, origin));
}
