import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Contact } from './contact.tsx';

function renderContact() {
  const router = createMemoryRouter([{ path: '/contact', Component: Contact }], {
    initialEntries: ['/contact'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the contact page', () => {
  it('should lead with "Get in Touch" as its one main heading', () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get in Touch');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('should offer the contact form and the Quote Builder', () => {
    renderContact();
    const form = screen.getByRole('form', { name: 'Send Us a Message' });
    expect(within(form).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    const builder = screen.getByRole('region', { name: 'Get a Free Quote' });
    expect(within(builder).getByRole('progressbar', { name: 'Quote progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 4',
    );
    expect(within(builder).getByRole('radio', { name: 'Website' })).toBeInTheDocument();
  });

  it('should give the phone number as a tel: link and the sales e-mail as a mailto: link', () => {
    renderContact();
    expect(screen.getByRole('link', { name: '(03) 5550 1234' })).toHaveAttribute(
      'href',
      'tel:+61355501234',
    );
    expect(screen.getByRole('link', { name: 'sales@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:sales@brightlane.example',
    );
    expect(screen.getByText('Monday to Friday 09:00-17:00')).toBeInTheDocument();
  });

  it('should describe the business as LocalBusiness JSON-LD', () => {
    const { container } = renderContact();
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Brightlane Digital',
    });
  });

  it('should have no axe violations', async () => {
    const { container } = renderContact();
    expect(await axeViolations(container)).toEqual([]);
  });
});
