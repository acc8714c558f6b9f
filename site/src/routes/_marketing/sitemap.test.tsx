import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Sitemap } from './sitemap.tsx';

function renderSitemap() {
  const router = createMemoryRouter([{ path: '/sitemap', Component: Sitemap }], {
    initialEntries: ['/sitemap'],
  });
  return render(<RouterProvider router={router} />);
}

const linksIn = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the sitemap page', () => {
  it("should be titled 'Sitemap' as its one h1", () => {
    renderSitemap();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sitemap');
  });

  it('should list the main pages, each once', () => {
    renderSitemap();
    expect(linksIn('Main pages')).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Portfolio', '/portfolio'],
      ['Services', '/services'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
      ['Careers', '/careers'],
      ['FAQ', '/faq'],
    ]);
  });

  it('should list the services', () => {
    renderSitemap();
    expect(linksIn('Services')).toEqual([
      ['Cloud Services', '/services/cloud'],
      ['SEO', '/services/seo'],
      ['Web Development', '/services/web-development'],
      ['eCommerce', '/services/ecommerce'],
      ['Support', '/support'],
    ]);
  });

  it('should list the legal pages and not link to itself', () => {
    renderSitemap();
    expect(linksIn('Legal')).toEqual([
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/sitemap');
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('should have no axe violations', async () => {
    const { container } = renderSitemap();
    expect(await axeViolations(container)).toEqual([]);
  });
});
