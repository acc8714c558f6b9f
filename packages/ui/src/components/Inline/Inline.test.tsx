import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Inline } from './Inline.tsx';

describe('Inline', () => {
  it('given children, should render them in order', () => {
    render(
      <Inline data-testid="row">
        <button type="button">Back</button>
        <button type="button">Next</button>
      </Inline>,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Next']);
  });

  it('given collapseBelow="mobile", should mark and class the row for the mobile layout', () => {
    render(
      <div>
        <Inline data-testid="plain" />
        <Inline data-testid="collapsing" collapseBelow="mobile" />
      </div>,
    );
    const plain = screen.getByTestId('plain');
    const collapsing = screen.getByTestId('collapsing');
    expect(collapsing).toHaveAttribute('data-collapse-below', 'mobile');
    expect(plain).not.toHaveAttribute('data-collapse-below');
    expect(collapsing.classList.length).toBe(plain.classList.length + 1);
  });

  it('given wrap={false}, should drop the wrap class', () => {
    render(
      <div>
        <Inline data-testid="wrap" />
        <Inline data-testid="nowrap" wrap={false} />
      </div>,
    );
    expect(screen.getByTestId('nowrap').classList.length).toBe(
      screen.getByTestId('wrap').classList.length - 1,
    );
  });

  it('given as="ul", should keep list semantics', () => {
    render(
      <Inline as="ul" aria-label="Tags">
        <li>SEO</li>
      </Inline>,
    );
    expect(screen.getByRole('list', { name: 'Tags' })).toBeInTheDocument();
  });

  it('given a ref, should point it at the element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Inline ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Inline collapseBelow="mobile" justify="between">
        <button type="button">Back</button>
        <button type="button">Next</button>
      </Inline>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
