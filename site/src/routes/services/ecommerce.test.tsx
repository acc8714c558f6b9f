import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Ecommerce } from './ecommerce.tsx';

function renderPage() {
  const router = createMemoryRouter([{ path: '/services/ecommerce', Component: Ecommerce }], {
    initialEntries: ['/services/ecommerce'],
  });
  return render(<RouterProvider router={router} />);
}

function serviceJsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown> & {
    offers: Record<string, unknown>;
  };
}

describe('the e-commerce service page', () => {
  it('should title the page with the service in its one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('E-commerce Solutions');
  });

  it('should list the platforms Shopify, WooCommerce and Custom', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Platforms' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Shopify', 'WooCommerce', 'Custom']);
  });

  it('should list the features checkout optimization, analytics integration and product search', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Features' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Checkout Optimization', 'Analytics Integration', 'Product Search']);
  });

  it("should price the offer as 'Varies' in USD and end with a call to action to /contact", () => {
    renderPage();
    const offer = screen.getByRole('region', { name: 'Start your online store' });
    expect(within(offer).getByText('Price').nextElementSibling).toHaveTextContent('Varies');
    expect(within(offer).getByText('Currency').nextElementSibling).toHaveTextContent('USD');
    expect(within(offer).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should lead back to /services in a breadcrumb', () => {
    renderPage();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('should describe the service and its USD offer as schema.org JSON-LD', () => {
    const { container } = renderPage();
    const data = serviceJsonLd(container);
    expect(data['@type']).toBe('Service');
    expect(data.name).toBe('E-commerce Solutions');
    expect(data.url).toMatch(/\/services\/ecommerce$/);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'USD',
      description: 'Varies',
    });
    expect(data.offers).not.toHaveProperty('price');
  });

  it('should have no axe violations', async () => {
    const { container } = renderPage();
    expect(await axeViolations(container)).toEqual([]);
  });
});
