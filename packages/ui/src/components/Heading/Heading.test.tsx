import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Heading, headingLevels } from './Heading.tsx';

describe('Heading', () => {
  it.each(headingLevels)('given level %i, should render a heading of that level', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });

  it('given a size, should keep the semantic level but change the look', () => {
    render(
      <div>
        <Heading level={2}>Default</Heading>
        <Heading level={2} size="display">
          Display
        </Heading>
      </div>,
    );
    const a = screen.getByRole('heading', { level: 2, name: 'Default' });
    const b = screen.getByRole('heading', { level: 2, name: 'Display' });
    expect(a.className).not.toBe(b.className);
  });

  it('given no size, should size h2 like an explicit xxl', () => {
    render(
      <div>
        <Heading level={2}>Implicit</Heading>
        <Heading level={4} size="xxl">
          Explicit
        </Heading>
      </div>,
    );
    expect(screen.getByRole('heading', { name: 'Implicit' }).className).toBe(
      screen.getByRole('heading', { name: 'Explicit' }).className,
    );
  });

  it('given an id, should label a section by it', () => {
    render(
      <section aria-labelledby="faq-title">
        <Heading level={2} id="faq-title">
          FAQ
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('given a ref, should point it at the heading element', () => {
    const ref = createRef<HTMLHeadingElement>();
    render(
      <Heading level={3} ref={ref}>
        Ref
      </Heading>,
    );
    expect(ref.current?.tagName).toBe('H3');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Heading level={1} size="display">
          Hero
        </Heading>
        <Heading level={2} variant="muted">
          Section
        </Heading>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
