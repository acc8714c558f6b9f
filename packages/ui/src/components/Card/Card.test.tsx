import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from './Card.tsx';

describe('Card', () => {
  it('given sub-parts, should render a heading, text and footer content', () => {
    render(
      <Card>
        <CardHeader action={<button type="button">Edit</button>}>
          <CardTitle>Your Stats</CardTitle>
          <CardDescription>Projects at a glance</CardDescription>
        </CardHeader>
        <CardBody>12 projects</CardBody>
        <CardFooter>
          <button type="button">View all</button>
        </CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Your Stats' })).toBeInTheDocument();
    expect(screen.getByText('Projects at a glance')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View all' })).toBeInTheDocument();
  });

  it('given a title level, should render that heading level', () => {
    render(<CardTitle level={2}>Account Settings</CardTitle>);
    expect(screen.getByRole('heading', { level: 2, name: 'Account Settings' })).toBeInTheDocument();
  });

  it('given interactive and selected, should expose them as data attributes', () => {
    render(
      <Card interactive selected data-testid="card">
        Website
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveAttribute('data-interactive');
    expect(card).toHaveAttribute('data-selected');
  });

  it('given neither, should not set the data attributes', () => {
    render(<Card data-testid="card">Plain</Card>);
    expect(screen.getByTestId('card')).not.toHaveAttribute('data-interactive');
    expect(screen.getByTestId('card')).not.toHaveAttribute('data-selected');
  });

  it('given asChild with a link, should render the link with the card styles', () => {
    render(
      <Card asChild interactive>
        <a href="/services/seo">SEO</a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'SEO' });
    expect(link).toHaveAttribute('href', '/services/seo');
    expect(link).toHaveAttribute('data-interactive');
    expect(link.className).not.toBe('');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Card variant="elevated">
        <CardHeader>
          <CardTitle>Account Security</CardTitle>
          <CardDescription>Password and two-factor</CardDescription>
        </CardHeader>
        <CardFooter divider>
          <button type="button">Change Password</button>
        </CardFooter>
      </Card>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
