import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { X } from 'lucide-react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('given a label, should be named by it and hide the icon', () => {
    const { container } = render(<IconButton label="Close" icon={<X />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given a click, should call onClick', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Show sidebar" icon={<X />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show sidebar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('should have no axe violations', async () => {
    const { container } = render(<IconButton label="Close" icon={<X />} round />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
