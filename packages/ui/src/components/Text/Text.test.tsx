import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Text, textSizes, textTones, textVariants } from './Text.tsx';

describe('Text', () => {
  it('given no element, should render a paragraph', () => {
    render(<Text>Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('P');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello');
  });

  it('given as="span", should render inline inside another text', () => {
    render(
      <Text>
        Takes <Text as="span">4-6 weeks</Text>
      </Text>,
    );
    expect(screen.getByText('4-6 weeks').tagName).toBe('SPAN');
  });

  it('given as="label" with htmlFor, should name its input', () => {
    render(
      <div>
        <Text as="label" htmlFor="email">
          Email Address
        </Text>
        <input id="email" />
      </div>,
    );
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toBeInTheDocument();
  });

  it('given different sizes, tones and variants, should give each a distinct class', () => {
    const classes = new Set<string>();
    for (const size of textSizes) {
      for (const tone of textTones) {
        for (const variant of textVariants) {
          const { unmount } = render(
            <Text size={size} tone={tone} variant={variant}>
              x
            </Text>,
          );
          classes.add(screen.getByText('x').className);
          unmount();
        }
      }
    }
    expect(classes.size).toBe(textSizes.length * textTones.length * textVariants.length);
  });

  it('given truncate, should keep the full text in the DOM', () => {
    const long = 'A very long project name that does not fit';
    render(<Text truncate>{long}</Text>);
    expect(screen.getByText(long)).toHaveTextContent(long);
  });

  it('given a className, should keep its own classes too', () => {
    render(<Text className="extra">x</Text>);
    const el = screen.getByText('x');
    expect(el).toHaveClass('extra');
    expect(el.classList.length).toBeGreaterThan(1);
  });

  it('given a ref, should point it at the element', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Text as="span" ref={ref}>
        x
      </Text>,
    );
    expect(ref.current).toBeInstanceOf(HTMLSpanElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Text variant="muted">Muted</Text>
        <Text as="label" htmlFor="n">
          Name
        </Text>
        <input id="n" />
        <Text truncate>Long</Text>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
