import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Terms } from './terms.tsx';

function renderTerms() {
  const router = createMemoryRouter([{ path: '/terms', Component: Terms }], {
    initialEntries: ['/terms'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the terms of service', () => {
  it("should be titled 'Terms of Service' as its one h1", () => {
    renderTerms();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
  });

  it("should give today's date as the effective date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 2, 5, 9, 0));
    renderTerms();
    const date = screen.getByText('5 March 2027');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2027-03-05');
    expect(date.parentElement).toHaveTextContent('Effective date: 5 March 2027');
  });

  it('should cover the Australian Consumer Law, liability and the governing law of Victoria', () => {
    renderTerms();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Quotes and price estimates',
        'Your rights under Australian Consumer Law',
        'Limitation of liability',
        'Governing law',
        'Contact us',
      ]),
    );
    expect(screen.getByText(/governed by the laws of Victoria, Australia/)).toBeInTheDocument();
  });

  it('should link to the privacy policy, the contact form and the agency by e-mail and phone', () => {
    renderTerms();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'hello@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlane.example',
    );
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderTerms();
    expect(await axeViolations(container)).toEqual([]);
  });
});
