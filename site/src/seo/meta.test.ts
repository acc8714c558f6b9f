import { normalizePath, resolveMeta } from './meta.ts';
import type { MetaMatch } from './meta.ts';

const match = (handle: unknown, params = {}, data: unknown = undefined): MetaMatch => ({
  params,
  data,
  handle,
});

describe('resolveMeta', () => {
  it('given matches from layout to page, should merge their metadata with the deepest winning', () => {
    const meta = resolveMeta(
      [
        match({ meta: { keywords: ['cloud'], title: 'Services' } }),
        match({ meta: { title: 'Cloud | Brightlane Digital' } }),
      ],
      '/services/cloud',
    );
    expect(meta.title).toBe('Cloud | Brightlane Digital');
    expect(meta.keywords).toEqual(['cloud']);
  });

  it('given metadata computed from params and loader data, should call it with them', () => {
    const meta = resolveMeta(
      [
        match(
          {
            meta: ({ params, data }: { params: { slug?: string }; data: { title: string } }) => ({
              title: `${data.title} (${params.slug})`,
            }),
          },
          { slug: 'hello' },
          { title: 'Hello' },
        ),
      ],
      '/blog/hello',
    );
    expect(meta.title).toBe('Hello (hello)');
  });

  it('given routes without metadata, should fall back to the defaults and the page address', () => {
    const meta = resolveMeta([match(undefined), match({ render: 'prerender' })], '/about/');
    expect(meta.title).toBe('Custom Website Design & Development in Melbourne');
    expect(meta.canonicalPath).toBe('/about');
    expect(meta.noindex).toBe(false);
    expect(meta.image).toBe('/og-image.png');
  });
});

describe('normalizePath', () => {
  it('should drop trailing slashes but keep the root', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about')).toBe('/about');
  });
});
