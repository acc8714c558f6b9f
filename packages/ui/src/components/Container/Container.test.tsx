import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Container, containerSizes } from './Container.tsx';

describe('Container', () => {
  it('given as="main", should render the main landmark', () => {
    render(<Container as="main">Page</Container>);
    expect(screen.getByRole('main')).toHaveTextContent('Page');
  });

  it('given each size, should use a different class', () => {
    const classes = containerSizes.map((size) => {
      const { unmount } = render(<Container size={size}>x</Container>);
      const className = screen.getByText('x').className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(containerSizes.length);
  });

  it('given a ref, should point it at the element', () => {
    const ref = createRef<HTMLDivElement>();
    render(<Container ref={ref}>x</Container>);
    expect(ref.current).toBeInstanceOf(HTMLDivElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Container as="section" aria-label="Hero">
        <p>Text</p>
      </Container>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
