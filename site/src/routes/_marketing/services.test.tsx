import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Services } from './services.tsx';

function renderServices() {
  const router = createMemoryRouter([{ path: '/services', Component: Services }], {
    initialEntries: ['/services'],
  });
  return render(<RouterProvider router={router} />);
}

function serviceCards() {
  const section = screen.getByRole('region', { name: 'Services' });
  return Array.from(within(section).getByRole('list').children) as HTMLElement[];
}

describe('the services page', () => {
  it('should have one h1', () => {
    renderServices();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
  });

  it('should show the six fixed services, in order', () => {
    renderServices();
    expect(serviceCards()).toHaveLength(6);
    expect(
      serviceCards().map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual([
      'Custom Web Development',
      'E-commerce Solutions',
      'Cloud Solutions',
      'SEO & Digital Marketing',
      'Mobile App Development',
      'UI/UX Design',
    ]);
  });

  it('should link the four services that have a page to it, and only those', () => {
    renderServices();
    const hrefs = serviceCards().map(
      (card) => within(card).queryByRole('link')?.getAttribute('href') ?? null,
    );
    expect(hrefs).toEqual([
      '/services/web-development',
      '/services/ecommerce',
      '/services/cloud',
      '/services/seo',
      null,
      null,
    ]);
    expect(screen.getByRole('link', { name: 'Explore SEO' })).toHaveAttribute(
      'href',
      '/services/seo',
    );
  });

  it('should end with a call to action to /contact', () => {
    renderServices();
    const cta = screen.getByRole('region', { name: 'Not sure which service you need?' });
    expect(within(cta).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderServices();
    expect(await axeViolations(container)).toEqual([]);
  });
});
