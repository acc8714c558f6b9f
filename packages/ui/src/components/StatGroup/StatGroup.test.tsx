import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { StatGroup } from './StatGroup.tsx';

const stats = [
  { label: 'Projects', value: 12 },
  { label: 'Active', value: 3 },
  { label: 'Completed', value: 0 },
];

describe('StatGroup', () => {
  it('given stats, should pair each label (term) with its value (definition)', () => {
    render(<StatGroup stats={stats} />);
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual(['Projects', 'Active', 'Completed']);
    expect(values.map((v) => v.textContent)).toEqual(['12', '3', '0']);
    terms.forEach((term, i) => expect(term.nextElementSibling).toBe(values[i]));
  });

  it('given a value of 0, should show the 0', () => {
    render(<StatGroup stats={[{ label: 'Projects', value: 0 }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent(/^0$/);
  });

  it('given loading, should be busy and show placeholders instead of the values', () => {
    const { container } = render(<StatGroup stats={stats} loading />);
    const list = container.querySelector('dl')!;
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).toHaveAttribute('data-state', 'loading');
    // The labels stay; the figures are not shown (nor read) until they arrive.
    expect(screen.getAllByRole('term')).toHaveLength(3);
    for (const value of screen.getAllByRole('definition')) {
      expect(value.textContent).toBe('');
      expect(value.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.queryByText('12')).toBeNull();
  });

  it('given loading turns off, should show the values and drop aria-busy', () => {
    const { container, rerender } = render(<StatGroup stats={stats} loading />);
    rerender(<StatGroup stats={stats} loading={false} />);
    const list = container.querySelector('dl')!;
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list).toHaveAttribute('data-state', 'ready');
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('given className, rest props and a ref, should pass them to the dl', () => {
    const ref = createRef<HTMLDListElement>();
    const { container } = render(
      <StatGroup ref={ref} stats={stats} className="custom" aria-label="Your Stats" />,
    );
    const list = container.querySelector('dl')!;
    expect(ref.current).toBe(list);
    expect(list).toHaveClass('custom');
    expect(list.className).not.toBe('custom');
    expect(list).toHaveAttribute('aria-label', 'Your Stats');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<StatGroup stats={stats} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given loading, should have no axe violations', async () => {
    const { container } = render(<StatGroup stats={stats} loading />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
