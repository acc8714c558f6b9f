import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { ComponentProps } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Link } from './Link.tsx';

function RouterLink({ to, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

describe('Link', () => {
  it('given an href, should render a styled link', () => {
    render(<Link href="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link.className).not.toBe('');
    expect(link).not.toHaveAttribute('rel');
  });

  it('given target="_blank", should add rel="noopener noreferrer" and say it opens a new tab', () => {
    render(
      <Link href="https://example.com" target="_blank">
        Example
      </Link>,
    );
    // jsdom applies no stylesheet, so its name lacks the space a browser puts before the
    // block-level note; the Storybook story checks the exact name in Chromium.
    const link = screen.getByRole('link', { name: /^Example ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('given target="_blank" and a rel of its own, should keep it and not duplicate tokens', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="nofollow noopener">
        Example
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'nofollow noopener noreferrer');
  });

  it('given an empty newTabLabel, should name the link by its text only', () => {
    render(
      <Link href="https://example.com" target="_blank" newTabLabel="">
        Example (new tab)
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Example (new tab)' })).toBeInTheDocument();
  });

  it('given asChild with a router link, should render the child with link styles and a safe rel', () => {
    render(
      <Link asChild target="_blank">
        <RouterLink to="/login">Sign In</RouterLink>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.className).not.toBe('');
  });

  it('given a click, should call onClick', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/about" onClick={onClick}>
        About
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given keyboard focus, should be reachable by Tab', async () => {
    render(<Link href="/about">About</Link>);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'About' })).toHaveFocus();
  });

  it('given a ref, should point it at the anchor', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link href="/" ref={ref}>
        Home
      </Link>,
    );
    expect(ref.current).toBeInstanceOf(HTMLAnchorElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <p>
        Read the <Link href="/faq">FAQ</Link> or{' '}
        <Link href="https://example.com" target="_blank">
          our blog
        </Link>
        .
      </p>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
