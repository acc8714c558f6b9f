import { applyMeta } from './applyHeadTags.ts';
import { resolveMeta } from './meta.ts';
import type { PageMeta } from './meta.ts';

const origin = 'https://www.brightlane.example';
const metaFor = (meta: PageMeta, pathname: string) =>
  resolveMeta([{ params: {}, data: undefined, handle: { meta } }], pathname);

beforeEach(() => {
  document.head.innerHTML = '<title>Old</title><meta name="theme-color" content="#f5f5f5">';
});

describe('applyMeta', () => {
  it('given a navigation, should set the title, description, canonical and sharing tags', () => {
    applyMeta(
      document,
      metaFor({ title: 'About | Brightlane Digital', description: 'Our story.' }, '/about'),
      origin,
    );

    expect(document.title).toBe('About | Brightlane Digital');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Our story.',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${origin}/about`,
    );
    expect(document.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${origin}/about`,
    );
    expect(document.querySelector('meta[name="twitter:title"]')).toHaveAttribute(
      'content',
      'About | Brightlane Digital',
    );
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('given a noindex page then an indexable one, should add and then remove robots', () => {
    applyMeta(document, metaFor({ noindex: true }, '/forgot-password'), origin);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    applyMeta(document, metaFor({}, '/about'), origin);
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('given a page without a canonical address, should remove the previous one', () => {
    applyMeta(document, metaFor({}, '/about'), origin);
    applyMeta(document, metaFor({ canonicalPath: null }, '/missing'), origin);
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('should leave the theme tags to the theme', () => {
    applyMeta(document, metaFor({}, '/'), origin);
    expect(document.querySelector('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      '#f5f5f5',
    );
  });
});
