import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('given children, should render them in order inside a div', () => {
    render(
      <Stack data-testid="stack">
        <span>One</span>
        <span>Two</span>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    expect(stack).toHaveTextContent('OneTwo');
  });

  it('given as="ul", should keep list semantics', () => {
    render(
      <Stack as="ul" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('given a different gap, should use a different class', () => {
    render(
      <div>
        <Stack data-testid="a" gap="xs" />
        <Stack data-testid="b" gap="xl" />
      </div>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });

  it('given a ref, should point it at the element', () => {
    const ref = createRef<HTMLElement>();
    render(<Stack as="section" aria-label="s" ref={ref} />);
    expect(ref.current?.tagName).toBe('SECTION');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Stack as="ol" gap="sm">
        <li>One</li>
      </Stack>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
