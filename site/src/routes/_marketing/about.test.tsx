import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as About } from './about.tsx';

function renderAbout() {
  const router = createMemoryRouter([{ path: '/about', Component: About }], {
    initialEntries: ['/about'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the about page', () => {
  it('should have one h1 naming the agency', () => {
    renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Brightlane Digital');
  });

  it('should tell the story, then the team, then the values', () => {
    renderAbout();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 3),
    ).toEqual(['Our Story', 'Our Team', 'Our Values']);
    const story = screen.getByRole('region', { name: 'Our Story' });
    expect(within(story).getAllByRole('paragraph').length).toBeGreaterThanOrEqual(2);
  });

  it('should introduce the team by name and role, with initials instead of photos', () => {
    renderAbout();
    const team = screen.getByRole('region', { name: 'Our Team' });
    const names = within(team)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(4);
    expect(names[0]).toBe('Olivia Bennett');
    expect(within(team).getByText('Founder & Creative Director')).toBeInTheDocument();
    expect(team.querySelector('img')).toBeNull();
    expect(team.querySelector('[data-initials="OB"]')).not.toBeNull();
  });

  it('should state the four values: Innovation, Transparency, Quality, Client Focus', () => {
    renderAbout();
    const values = screen.getByRole('region', { name: 'Our Values' });
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Innovation', 'Transparency', 'Quality', 'Client Focus']);
  });

  it('should end with a call to action to /contact', () => {
    renderAbout();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('should have no axe violations', async () => {
    const { container } = renderAbout();
    expect(await axeViolations(container)).toEqual([]);
  });
});
