import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Home } from './home.tsx';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', Component: Home }]);
  return render(<RouterProvider router={router} />);
}

function hero() {
  return screen.getByRole('region', { name: 'Custom Website Design & Development in Melbourne' });
}

describe('the home page', () => {
  it('should lead with the default title as its one main heading', () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Custom Website Design & Development in Melbourne',
    );
  });

  it('should offer a free quote on /contact and the services on /services', () => {
    renderHome();
    expect(within(hero()).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(hero()).getByRole('link', { name: 'Our Services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('should give the phone number as a tel: link', () => {
    renderHome();
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
  });

  it('should show three feature cards', () => {
    renderHome();
    const features = screen.getByRole('region', { name: 'Why Brightlane Digital' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Custom Design', 'Fast & Responsive', 'Built to Grow']);
    expect(within(features).getAllByRole('listitem')).toHaveLength(3);
  });

  it('should order the sections hero, features, price widget, quote request', () => {
    const { container } = renderHome();
    // querySelectorAll returns document order: the page outline as a reader meets it.
    const outline = Array.from(container.querySelectorAll('h1, h2')).map((h) => h.textContent);
    expect(outline).toEqual([
      'Custom Website Design & Development in Melbourne',
      'Why Brightlane Digital',
      'Estimate Your Project',
      'Request a Free Quote',
    ]);
  });

  it('should end with the free-quote form, named by its section heading', () => {
    renderHome();
    const form = screen.getByRole('form', { name: 'Request a Free Quote' });
    expect(form).toBeInTheDocument();
  });

  it('should describe the business as LocalBusiness JSON-LD', () => {
    const { container } = renderHome();
    const data = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '{}') as { '@type': string; telephone?: string },
    );
    expect(data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'LocalBusiness', telephone: '+61355501234' }),
      ]),
    );
  });

  it('should estimate a price: $0 at first, then the chosen option', async () => {
    renderHome();
    const widget = screen.getByRole('region', { name: 'Estimate Your Project' });
    expect(within(widget).getByRole('status')).toHaveTextContent('$0');
    await userEvent.click(within(widget).getByRole('radio', { name: 'Website' }));
    expect(within(widget).getByRole('status')).toHaveTextContent('$500Basic website package');
    expect(within(widget).getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderHome();
    expect(await axeViolations(container)).toEqual([]);
  });
});
