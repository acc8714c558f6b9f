import { render, screen } from '@testing-library/react';
import { FolderOpen } from 'lucide-react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('given a title, description and action, should render them with the title as a heading', () => {
    render(
      <EmptyState
        icon={<FolderOpen />}
        title="No projects yet"
        description="Projects you start will appear here."
        action={<button type="button">New Project</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No projects yet' })).toBeInTheDocument();
    expect(screen.getByText('Projects you start will appear here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Project' })).toBeInTheDocument();
  });

  it('given an icon, should hide it from assistive technology', () => {
    const { container } = render(<EmptyState icon={<FolderOpen />} title="Empty" />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given a heading level, should use it', () => {
    render(<EmptyState title="No notifications" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'No notifications' })).toBeInTheDocument();
  });

  it('given only a title, should render no description or actions', () => {
    const { container } = render(<EmptyState title="Nothing here" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <EmptyState
        icon={<FolderOpen />}
        title="No projects yet"
        description="Start one."
        action={<button type="button">New Project</button>}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
