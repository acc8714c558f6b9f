import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Seo } from './seo.tsx';

function renderPage() {
  const router = createMemoryRouter([{ path: '/services/seo', Component: Seo }], {
    initialEntries: ['/services/seo'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the SEO service page', () => {
  it('should title the page with the service in its one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('SEO Services');
  });

  it('should list the six SEO services', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'What We Do' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Technical Audits',
      'Keyword Research',
      'On-Page SEO',
      'Content Strategy',
      'Link Building',
      'Local SEO',
    ]);
  });

  it('should claim +300% organic traffic, +150% keyword rankings and +200% lead generation', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Results' });
    const pairs = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Organic Traffic', '+300%'],
      ['Keyword Rankings', '+150%'],
      ['Lead Generation', '+200%'],
    ]);
  });

  it("should price the offer as 'Varies' in USD and end with a call to action to /contact", () => {
    renderPage();
    const offer = screen.getByRole('region', { name: 'Grow your organic traffic' });
    expect(within(offer).getByText('Price').nextElementSibling).toHaveTextContent('Varies');
    expect(within(offer).getByText('Currency').nextElementSibling).toHaveTextContent('USD');
    expect(within(offer).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should describe the service and its USD offer as schema.org JSON-LD', () => {
    const { container } = renderPage();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'SEO Services',
      provider: { '@type': 'LocalBusiness', name: 'Brightlane Digital' },
      offers: { '@type': 'Offer', priceCurrency: 'USD', description: 'Varies' },
    });
  });

  it('should have no axe violations', async () => {
    const { container } = renderPage();
    expect(await axeViolations(container)).toEqual([]);
  });
});
