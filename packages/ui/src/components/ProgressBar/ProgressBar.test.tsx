import { render, screen } from '@testing-library/react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('given a value and max, should expose them as progressbar values named by the label', () => {
    render(<ProgressBar label="Quote progress" value={2} max={4} />);
    const bar = screen.getByRole('progressbar', { name: 'Quote progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
  });

  it('given a valueText, should read it instead of the percentage and show it when asked', () => {
    render(
      <ProgressBar label="Quote progress" value={3} max={4} valueText="Step 3 of 4" showValue />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 3 of 4');
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
  });

  it('given a value out of range, should clamp it', () => {
    render(<ProgressBar label="Upload" value={140} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('data-state', 'complete');
  });

  it('given hideLabel, should still be named by the label', () => {
    render(<ProgressBar label="Profile completion" value={10} hideLabel />);
    expect(screen.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'data-state',
      'loading',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <ProgressBar label="Quote progress" value={1} max={4} showValue valueText="Step 1 of 4" />
        <ProgressBar label="Hidden" value={0} hideLabel />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
