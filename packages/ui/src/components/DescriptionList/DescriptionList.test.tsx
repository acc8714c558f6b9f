import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { DescriptionList } from './DescriptionList.tsx';

const items = [
  { term: 'Full Name', detail: 'Jane Doe' },
  { term: 'Email', detail: 'jane.doe@example.com' },
  { term: 'Member Since', detail: 'January 2024' },
  { term: 'Account Type', detail: 'Premium' },
];

describe('DescriptionList', () => {
  it('given items, should render each term followed by its detail in a dl', () => {
    const { container } = render(<DescriptionList items={items} />);
    const list = container.querySelector('dl');
    expect(list).not.toBeNull();
    const terms = screen.getAllByRole('term');
    const details = screen.getAllByRole('definition');
    expect(terms.map((t) => t.textContent)).toEqual([
      'Full Name',
      'Email',
      'Member Since',
      'Account Type',
    ]);
    expect(details.map((d) => d.textContent)).toEqual([
      'Jane Doe',
      'jane.doe@example.com',
      'January 2024',
      'Premium',
    ]);
    // Each pair shares a wrapper, so the detail directly follows its term.
    terms.forEach((term, i) => expect(term.nextElementSibling).toBe(details[i]));
  });

  it('given no layout, should be stacked', () => {
    const { container } = render(<DescriptionList items={items} />);
    expect(container.querySelector('dl')).toHaveAttribute('data-layout', 'stacked');
  });

  it('given layout inline, should expose it and style the rows differently', () => {
    const { container } = render(
      <>
        <DescriptionList items={items} layout="inline" />
        <DescriptionList items={items} layout="stacked" />
      </>,
    );
    const [inline, stacked] = container.querySelectorAll('dl');
    expect(inline).toHaveAttribute('data-layout', 'inline');
    expect(inline!.firstElementChild!.className).not.toBe(stacked!.firstElementChild!.className);
  });

  it('given rich details and ids, should render the nodes', () => {
    render(
      <DescriptionList
        items={[
          { id: 'type', term: 'Account Type', detail: <strong>Premium</strong> },
          { id: 'type-2', term: 'Account Type', detail: <a href="/upgrade">Upgrade</a> },
        ]}
      />,
    );
    expect(screen.getByText('Premium').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/upgrade');
  });

  it('given no items, should render an empty list', () => {
    const { container } = render(<DescriptionList items={[]} />);
    expect(container.querySelector('dl')).toBeEmptyDOMElement();
  });

  it('given className, rest props and a ref, should pass them to the dl', () => {
    const ref = createRef<HTMLDListElement>();
    const { container } = render(
      <DescriptionList
        ref={ref}
        items={items}
        className="custom"
        aria-label="Profile"
        data-section="profile"
      />,
    );
    const list = container.querySelector('dl')!;
    expect(ref.current).toBe(list);
    expect(list).toHaveClass('custom');
    expect(list.className).not.toBe('custom');
    expect(list).toHaveAttribute('aria-label', 'Profile');
    expect(list).toHaveAttribute('data-section', 'profile');
  });

  it.each(['stacked', 'inline'] as const)(
    'given the %s layout, should have no axe violations',
    async (layout) => {
      const { container } = render(<DescriptionList items={items} layout={layout} />);
      expect(await axeViolations(container)).toEqual([]);
    },
  );
});
