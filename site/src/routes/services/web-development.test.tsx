import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as WebDevelopment } from './web-development.tsx';

function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/services/web-development', Component: WebDevelopment }],
    { initialEntries: ['/services/web-development'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the web development service page', () => {
  it('should title the page with the service in its one h1', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Web Development');
  });

  it('should offer custom solutions', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Custom Solutions' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('should name the benefits performance, security and mobile-first', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Benefits' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Performance', 'Security', 'Mobile-First']);
  });

  it("should price the offer as 'Varies' in USD and end with a call to action to /contact", () => {
    renderPage();
    const offer = screen.getByRole('region', { name: 'Start your web project' });
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
      name: 'Web Development',
      offers: { '@type': 'Offer', priceCurrency: 'USD', description: 'Varies' },
    });
    expect(data.url).toMatch(/\/services\/web-development$/);
  });

  it('should have no axe violations', async () => {
    const { container } = renderPage();
    expect(await axeViolations(container)).toEqual([]);
  });
});
