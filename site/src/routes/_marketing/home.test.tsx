import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Home } from './home.tsx';

function renderHome() {
  const router = createMemoryRouter([{ path: '/', Component: Home }]);
  return render(<RouterProvider router={router} />);
}

describe('the home page', () => {
  it('should lead with the default title as its one main heading', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Custom Website Design & Development in Melbourne',
    );
  });

  it('should offer a free quote on /contact and the services on /services', () => {
    renderHome();
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('should give the phone number as a tel: link', () => {
    renderHome();
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderHome();
    expect(await axeViolations(container)).toEqual([]);
  });
});
