import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Cloud } from './cloud.tsx';

function renderPage() {
  const router = createMemoryRouter([{ path: '/services/cloud', Component: Cloud }], {
    initialEntries: ['/services/cloud'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the cloud service page', () => {
  it('should title the page with the service in its one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cloud Services');
  });

  it('should offer migration, security and optimization', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'What We Do' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Migration', 'Security', 'Optimization']);
  });

  it('should name the providers AWS, Azure, GCP and Cloudflare for CDN and security', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Providers' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['AWS', 'Azure', 'GCP', 'Cloudflare']);
    expect(within(section).getByText('CDN and security at the edge')).toBeInTheDocument();
  });

  it("should price the offer as 'Varies' in USD and end with a call to action to /contact", () => {
    renderPage();
    const offer = screen.getByRole('region', { name: 'Plan your move to the cloud' });
    expect(within(offer).getByText('Price').nextElementSibling).toHaveTextContent('Varies');
    expect(within(offer).getByText('Currency').nextElementSibling).toHaveTextContent('USD');
    expect(within(offer).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should describe the service as schema.org JSON-LD', () => {
    const { container } = renderPage();
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Service',
      name: 'Cloud Services',
      offers: { '@type': 'Offer', priceCurrency: 'USD', description: 'Varies' },
    });
  });

  it('should have no axe violations', async () => {
    const { container } = renderPage();
    expect(await axeViolations(container)).toEqual([]);
  });
});
