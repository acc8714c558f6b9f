import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Box } from './Box.tsx';

describe('Box', () => {
  it('given no element, should render a div with its children', () => {
    render(<Box>Content</Box>);
    expect(screen.getByText('Content').tagName).toBe('DIV');
  });

  it('given as="section" with a label, should render a named region', () => {
    render(
      <Box as="section" aria-label="Services" padding="lg">
        x
      </Box>,
    );
    expect(screen.getByRole('region', { name: 'Services' })).toBeInTheDocument();
  });

  it('given as="a", should accept link props', () => {
    render(
      <Box as="a" href="/about" padding="sm">
        About
      </Box>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('given token props, should add one class per prop', () => {
    render(<Box>plain</Box>);
    const plain = screen.getByText('plain').classList.length;
    render(
      <Box
        padding="md"
        paddingX="lg"
        background="surface"
        radius="md"
        border="default"
        shadow="sm"
        className="mine"
      >
        styled
      </Box>,
    );
    const styled = screen.getByText('styled');
    expect(styled.classList.length).toBe(plain + 7);
    expect(styled).toHaveClass('mine');
  });

  it('given different values of one prop, should use different classes', () => {
    render(
      <div>
        <Box padding="sm">a</Box>
        <Box padding="xl">b</Box>
      </div>,
    );
    expect(screen.getByText('a').className).not.toBe(screen.getByText('b').className);
  });

  it('given a ref, should point it at the element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box as="article" ref={ref}>
        x
      </Box>,
    );
    expect(ref.current?.tagName).toBe('ARTICLE');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Box as="section" aria-label="Box" padding="md" background="surface">
        <Box as="p">Text</Box>
      </Box>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
