import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Support } from './support.tsx';

function renderSupport() {
  const router = createMemoryRouter([{ path: '/support', Component: Support }], {
    initialEntries: ['/support'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the support page', () => {
  it('should lead with "Support" as its one main heading', () => {
    renderSupport();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Support');
  });

  it('should give the support hours, phone and e-mail', () => {
    renderSupport();
    expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday 09:00-17:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
    expect(screen.getByRole('link', { name: 'hello@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlane.example',
    );
  });

  it('should link to the FAQ', () => {
    renderSupport();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('should offer the contact form', () => {
    renderSupport();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('should have no axe violations', async () => {
    const { container } = renderSupport();
    expect(await axeViolations(container)).toEqual([]);
  });
});
