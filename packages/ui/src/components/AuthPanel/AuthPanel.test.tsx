import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { AuthPanel } from './AuthPanel.tsx';

describe('AuthPanel', () => {
  it('given a title, should be a region named by its heading', () => {
    render(
      <AuthPanel title="Welcome Back">
        <button type="submit">Sign In</button>
      </AuthPanel>,
    );
    const region = screen.getByRole('region', { name: 'Welcome Back' });
    const heading = screen.getByRole('heading', { name: 'Welcome Back' });
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(region).toContainElement(screen.getByRole('button', { name: 'Sign In' }));
  });

  it('given no placement, should be a page panel with an h1', () => {
    render(<AuthPanel title="Welcome Back" />);
    expect(screen.getByRole('region', { name: 'Welcome Back' })).toHaveAttribute(
      'data-placement',
      'page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('given placement popup, should default to an h2', () => {
    render(<AuthPanel placement="popup" title="Welcome Back" />);
    expect(screen.getByRole('region', { name: 'Welcome Back' })).toHaveAttribute(
      'data-placement',
      'popup',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('given a headingLevel, should use it whatever the placement', () => {
    render(
      <>
        <AuthPanel title="Create Account" headingLevel={2} />
        <AuthPanel placement="popup" title="Reset Your Password" headingLevel={3} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Create Account' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Reset Your Password' }),
    ).toBeInTheDocument();
  });

  it('given a description and a footer, should render both', () => {
    render(
      <AuthPanel
        title="Reset Your Password"
        description="Enter your email to receive a reset link"
        footer={
          <>
            {"Don't have an account? "}
            <a href="/sign-up">Sign Up</a>
          </>
        }
      />,
    );
    expect(screen.getByText('Enter your email to receive a reset link')).toBeInTheDocument();
    expect(screen.getByText("Don't have an account?", { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');
  });

  it('given no description, footer or icon, should render only the heading and body', () => {
    render(
      <AuthPanel title="Welcome Back">
        <p>Body</p>
      </AuthPanel>,
    );
    const region = screen.getByRole('region', { name: 'Welcome Back' });
    expect(region.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(region.querySelectorAll('p')).toHaveLength(1);
    expect(region).toHaveTextContent(/^Welcome BackBody$/);
  });

  it('given an icon, should render it hidden from assistive technology', () => {
    render(
      <AuthPanel
        title="Check Your Email"
        icon={<svg data-testid="mail-check" role="img" aria-label="Mail" />}
      />,
    );
    const icon = screen.getByTestId('mail-check');
    expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Mail' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('given className, rest props and a ref, should pass them to the section', () => {
    const ref = createRef<HTMLElement>();
    render(
      <AuthPanel
        ref={ref}
        title="Ready to Leave?"
        className="custom"
        id="logout"
        data-screen="logout"
        style={{ marginTop: 8 }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Ready to Leave?' });
    expect(region.tagName).toBe('SECTION');
    expect(region).toHaveClass('custom');
    expect(region.className).not.toBe('custom');
    expect(region).toHaveAttribute('id', 'logout');
    expect(region).toHaveAttribute('data-screen', 'logout');
    expect(region).toHaveStyle({ marginTop: '8px' });
    expect(ref.current).toBe(region);
  });

  it('given two panels, should give each its own heading id', () => {
    render(
      <>
        <AuthPanel title="Welcome Back" headingLevel={2} />
        <AuthPanel title="Create Account" headingLevel={2} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('given the page placement, should have no axe violations', async () => {
    const { container } = render(
      <AuthPanel
        title="Welcome Back"
        description="Sign in to your account"
        footer={
          <>
            {"Don't have an account? "}
            <a href="/sign-up">Sign Up</a>
          </>
        }
      >
        <form aria-label="Sign in">
          <label htmlFor="email">Email</label>
          <input id="email" type="email" />
          <button type="submit">Sign In</button>
        </form>
      </AuthPanel>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the popup placement with an icon, should have no axe violations', async () => {
    const { container } = render(
      <div>
        <h1>Home</h1>
        <AuthPanel
          placement="popup"
          title="Check Your Email"
          icon={<svg width="24" height="24" />}
          footer={<a href="/sign-in">Sign In</a>}
        >
          <p>We sent a password reset link to jane@example.com.</p>
          <button type="button">Resend</button>
        </AuthPanel>
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
