import { routeManifest } from '../entry-server.tsx';
import { robotsTxt, sitemapXml } from './sitemapXml.ts';

const origin = 'https://brightlane.example';
const day = new Date('2026-11-22T10:00:00Z');

describe('sitemapXml', () => {
  it('should list absolute addresses with the build day and one-decimal priorities', () => {
    const xml = sitemapXml(
      [
        { path: '/', priority: 1 },
        { path: '/about', priority: 0.8 },
      ],
      origin,
      day,
    );
    expect(xml).toContain('<loc>https://brightlane.example/</loc>');
    expect(xml).toContain('<loc>https://brightlane.example/about</loc>');
    expect(xml).toContain('<lastmod>2026-11-22</lastmod>');
    expect(xml).toContain('<priority>1.0</priority>');
    expect(xml).toContain('<priority>0.8</priority>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('given the site route table, should use the docs/product/spec.md priorities', () => {
    const priority = (path: string) =>
      routeManifest.sitemap.find((entry) => entry.path === path)?.priority;
    expect(priority('/')).toBe(1);
    expect(priority('/services')).toBe(0.9);
    expect(priority('/services/cloud')).toBe(0.9);
    expect(priority('/about')).toBe(0.8);
    expect(priority('/contact')).toBe(0.7);
    expect(priority('/privacy')).toBe(0.3);
    expect(priority('/terms')).toBe(0.3);
  });

  it('should leave out pages that are not public addresses', () => {
    const paths = routeManifest.sitemap.map((entry) => entry.path);
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(paths).not.toContain('/404');
  });
});

describe('robotsTxt', () => {
  it('should allow pages, keep crawlers out of the API and point to the sitemap', () => {
    const text = robotsTxt(origin);
    expect(text).toContain('Allow: /\n');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Sitemap: https://brightlane.example/sitemap.xml');
  });
});
