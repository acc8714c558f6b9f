import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('given a label, should announce it as a status', () => {
    render(<Spinner label="Loading workspace..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading workspace...');
  });

  it('given no label, should be hidden from assistive technology', () => {
    const { container } = render(<Spinner />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<Spinner label="Loading" size="lg" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
