import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Badge, formatBadgeCount } from './Badge.tsx';

describe('formatBadgeCount', () => {
  it.each([
    [0, 99, '0'],
    [5, 99, '5'],
    [99, 99, '99'],
    [100, 99, '99+'],
    [1234, 99, '99+'],
    [10, 9, '9+'],
    [-3, 99, '0'],
    [2.7, 99, '2'],
  ])('given %d with max %d, should return %j', (count, max, expected) => {
    expect(formatBadgeCount(count, max)).toBe(expected);
  });
});

describe('Badge', () => {
  it('given children, should show them', () => {
    render(<Badge>Coming soon</Badge>);
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('given a count above max, should show max+', () => {
    render(<Badge count={150} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('given a count and a custom max, should cap at it', () => {
    render(<Badge count={12} max={9} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('given a count, should show it instead of children', () => {
    render(<Badge count={3}>ignored</Badge>);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('given different tones and variants, should use different classes', () => {
    render(
      <div>
        <Badge tone="critical" variant="solid">
          a
        </Badge>
        <Badge tone="positive" variant="soft">
          b
        </Badge>
      </div>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
    expect(screen.getByText('a').className).toMatch(/critical/);
  });

  it('given a ref, should point it at the span', () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Badge ref={ref}>x</Badge>);
    expect(ref.current).toBeInstanceOf(HTMLSpanElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <p>
        Inbox <Badge tone="critical" variant="solid" count={4} /> <Badge tone="brand">New</Badge>
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
