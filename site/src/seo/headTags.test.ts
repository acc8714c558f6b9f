import { escapeHtml, headTagList, renderHeadTags, themeDefaultTags } from './headTags.ts';
import { resolveMeta } from './meta.ts';
import type { PageMeta } from './meta.ts';

const origin = 'https://www.brightlane.example';

function headFor(meta: PageMeta, pathname = '/about') {
  return renderHeadTags(
    headTagList(resolveMeta([{ params: {}, data: undefined, handle: { meta } }], pathname), origin),
  );
}

describe('headTagList', () => {
  it('given no page metadata, should use the brand defaults of docs/product/spec.md §1–2', () => {
    const head = renderHeadTags(headTagList(resolveMeta([], '/'), origin));
    expect(head).toContain('<title>Custom Website Design &amp; Development in Melbourne</title>');
    expect(head).toContain(
      '<meta name="description" content="Brightlane Digital is a premier custom website design and development agency',
    );
    expect(head).toContain(
      '<meta name="keywords" content="Melbourne web design, custom website development, ecommerce solutions, responsive web design, SEO optimization, website builder">',
    );
  });

  it('given a page title and description, should use them in the title, Open Graph and Twitter tags', () => {
    const head = headFor({ title: 'About | Brightlane Digital', description: 'Our story.' });
    expect(head).toContain('<title>About | Brightlane Digital</title>');
    expect(head).toContain('<meta property="og:title" content="About | Brightlane Digital">');
    expect(head).toContain('<meta property="og:description" content="Our story.">');
    expect(head).toContain('<meta name="twitter:title" content="About | Brightlane Digital">');
    expect(head).toContain('<meta name="twitter:description" content="Our story.">');
  });

  it('should declare a website with a large image card and absolute image URLs', () => {
    const head = headFor({});
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain(`<meta property="og:image" content="${origin}/og-image.png">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(`<meta name="twitter:image" content="${origin}/og-image.png">`);
  });

  it('given a page address, should point canonical and og:url at it on the site origin', () => {
    const head = headFor({}, '/services/seo/');
    expect(head).toContain(`<link rel="canonical" href="${origin}/services/seo">`);
    expect(head).toContain(`<meta property="og:url" content="${origin}/services/seo">`);
  });

  it('given an explicit canonical path, should prefer it to the address', () => {
    expect(headFor({ canonicalPath: '/blog' }, '/blog/')).toContain(
      `<link rel="canonical" href="${origin}/blog">`,
    );
  });

  it('given canonicalPath null, should leave out canonical and og:url', () => {
    const head = headFor({ canonicalPath: null });
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('og:url');
  });

  it('given noindex, should add a robots noindex tag, and otherwise none', () => {
    expect(headFor({ noindex: true })).toContain('<meta name="robots" content="noindex">');
    expect(headFor({})).not.toContain('name="robots"');
  });

  it('given text with markup characters, should escape it', () => {
    const head = headFor({ title: 'Tips & "tricks" <b>' });
    expect(head).toContain('<title>Tips &amp; &quot;tricks&quot; &lt;b&gt;</title>');
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});

describe('themeDefaultTags', () => {
  it('should give the dark default theme-color and color-scheme (docs/product/spec.md §2)', () => {
    expect(renderHeadTags(themeDefaultTags('#1a1a1a'))).toBe(
      '<meta name="theme-color" content="#1a1a1a">\n    <meta name="color-scheme" content="dark light">',
    );
  });
});
