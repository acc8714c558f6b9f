import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { Component as Portfolio } from './portfolio.tsx';

function renderPortfolio() {
  const router = createMemoryRouter([{ path: '/portfolio', Component: Portfolio }], {
    initialEntries: ['/portfolio'],
  });
  return render(<RouterProvider router={router} />);
}

function projectCards() {
  const projects = screen.getByRole('region', { name: 'Projects' });
  // The outer list: one item per project (each card holds its own list of features).
  const list = within(projects).getAllByRole('list')[0]!;
  return Array.from(list.children) as HTMLElement[];
}

describe('the portfolio page', () => {
  it('should have one h1', () => {
    renderPortfolio();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Portfolio');
  });

  it('should show the four fixed projects, in order', () => {
    renderPortfolio();
    const projects = screen.getByRole('region', { name: 'Projects' });
    expect(
      within(projects)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'E-commerce Platform',
      'Corporate Website',
      'Mobile Application',
      'Cloud Migration',
    ]);
    expect(projectCards()).toHaveLength(4);
  });

  it('should give each project a category, an icon, three features and a client label', () => {
    renderPortfolio();
    const categories = ['E-commerce', 'Web Development', 'Mobile Development', 'Cloud Solutions'];
    projectCards().forEach((card, i) => {
      expect(within(card).getByText(categories[i]!)).toBeInTheDocument();
      const icon = card.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(within(card).getAllByRole('listitem')).toHaveLength(3);
      expect(within(card).getByText('Client:')).toBeInTheDocument();
    });
    const ecommerce = projectCards()[0]!;
    expect(within(ecommerce).getByText('Fashion retailer')).toBeInTheDocument();
  });

  it('should show the price widget with nothing chosen and $0', async () => {
    renderPortfolio();
    expect(screen.getByRole('heading', { level: 2, name: 'Estimate Your Project' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('$0');
    await userEvent.click(screen.getByRole('radio', { name: 'Cloud Solutions' }));
    expect(screen.getByRole('status')).toHaveTextContent('$2,500Cloud infrastructure setup');
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = renderPortfolio();
    expect(await axeViolations(container)).toEqual([]);
  });
});
