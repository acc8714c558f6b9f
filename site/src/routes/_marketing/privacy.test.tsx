import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Privacy } from './privacy.tsx';

function renderPrivacy() {
  const router = createMemoryRouter([{ path: '/privacy', Component: Privacy }], {
    initialEntries: ['/privacy'],
  });
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the privacy policy', () => {
  it("should be titled 'Privacy Policy' as its one h1", () => {
    renderPrivacy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
  });

  it("should give today's date as the last-updated date", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 11, 31, 23, 30));
    renderPrivacy();
    const date = screen.getByText('31 December 2027');
    expect(date).toHaveAttribute('datetime', '2027-12-31');
    expect(date.parentElement).toHaveTextContent('Last updated: 31 December 2027');
  });

  it('should follow the Australian Privacy Principles', () => {
    renderPrivacy();
    expect(screen.getByText(/Australian Privacy Principles \(APPs\)/)).toBeInTheDocument();
    expect(screen.getByText('Privacy Act 1988')).toBeInTheDocument();
  });

  it('should say what each lead form collects and why', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 3, name: 'Quote requests' })).toBeVisible();
    expect(
      screen.getByText(/project type, industry,\s+project scope, name, e-mail address/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Contact messages' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Job applications' })).toBeVisible();
    expect(screen.getByText(/GitHub profile and a CV/)).toBeVisible();
    expect(
      screen.getByText(/IP address, browser type and the time, to prevent\s+spam/),
    ).toBeVisible();
  });

  it('should explain access, correction and complaints, with a link to the OAIC', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 2, name: 'Access and correction' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Complaints' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'www.oaic.gov.au' })).toHaveAttribute(
      'href',
      'https://www.oaic.gov.au',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'hello@brightlane.example' })).toHaveAttribute(
      'href',
      'mailto:hello@brightlane.example',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderPrivacy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
