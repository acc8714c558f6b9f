import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { formatPrice, PriceWidget, priceWidgetOptions } from './PriceWidget.tsx';

describe('the price widget', () => {
  it('should keep the docs/product/spec.md §9 base prices and descriptions in one constant', () => {
    expect(
      priceWidgetOptions.map(({ value, price, description }) => [value, price, description]),
    ).toEqual([
      ['website', 500, 'Basic website package'],
      ['ecommerce', 900, 'E-commerce solution'],
      ['software', 1900, 'Custom software development'],
      ['cloud', 2500, 'Cloud infrastructure setup'],
    ]);
  });

  it('should format whole dollars with a thousands separator', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(500)).toBe('$500');
    expect(formatPrice(2500)).toBe('$2,500');
  });

  it('given nothing chosen yet, should select no option and show a price of $0', () => {
    render(<PriceWidget />);
    expect(screen.getByRole('heading', { level: 2, name: 'Estimate Your Project' })).toBeVisible();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(4);
    for (const radio of radios) expect(radio).not.toBeChecked();
    const result = screen.getByRole('status');
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(result).toHaveTextContent('$0');
    expect(result).toHaveTextContent('Select a service to see its estimated price.');
  });

  it.each([
    ['Website', '$500', 'Basic website package'],
    ['E-commerce', '$900', 'E-commerce solution'],
    ['Custom Software', '$1,900', 'Custom software development'],
    ['Cloud Solutions', '$2,500', 'Cloud infrastructure setup'],
  ])('given a click on %s, should show %s and %s', async (name, price, description) => {
    render(<PriceWidget />);
    await userEvent.click(screen.getByRole('radio', { name }));
    expect(screen.getByRole('radio', { name })).toBeChecked();
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent(`Estimated price${price}${description}`);
  });

  it('given another choice, should replace the price, not add to it', async () => {
    render(<PriceWidget />);
    await userEvent.click(screen.getByRole('radio', { name: 'Cloud Solutions' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Website' }));
    expect(screen.getByRole('status')).toHaveTextContent('$500');
    expect(screen.getByRole('status')).not.toHaveTextContent('$2,500');
    expect(screen.getByRole('radio', { name: 'Cloud Solutions' })).not.toBeChecked();
  });

  it('given the arrow keys, should select the next and previous options', async () => {
    render(<PriceWidget />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Website' })).toHaveFocus();
    // Tab only focuses; nothing is chosen until the visitor picks.
    expect(screen.getByRole('status')).toHaveTextContent('$0');
    // Keys held down ('>'): Radix selects on the focus that follows an arrow key while it is
    // pressed, and moves focus in a timeout, after userEvent would already have released it.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-commerce' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('$900E-commerce solution');
    await userEvent.keyboard('{/ArrowRight}{ArrowDown>}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Custom Software' })).toBeChecked(),
    );
    expect(screen.getByRole('status')).toHaveTextContent('$1,900Custom software development');
    await userEvent.keyboard('{/ArrowDown}{ArrowLeft>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-commerce' })).toBeChecked());
    expect(screen.getByRole('status')).toHaveTextContent('$900');
    await userEvent.keyboard('{/ArrowLeft}');
  });

  it('given a space on the focused option, should select it', async () => {
    render(<PriceWidget />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Website' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('$500Basic website package');
  });

  it('given an action, should show it under the result', () => {
    render(<PriceWidget action={<a href="/contact">Get a Free Quote</a>} />);
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('should have no axe violations, before and after a choice', async () => {
    const { container } = render(<PriceWidget />);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'E-commerce' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
