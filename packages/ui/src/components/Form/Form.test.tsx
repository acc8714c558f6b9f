import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

describe('Form', () => {
  it('should disable native validation', () => {
    render(<Form aria-label="Contact" />);
    expect(screen.getByRole('form', { name: 'Contact' })).toHaveAttribute('novalidate');
  });

  it('given no method, should post, so a native submit never puts its fields in the URL; method="get" stays possible', () => {
    render(
      <>
        <Form aria-label="Sign in" />
        <Form aria-label="Search" method="get" />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Sign in' })).toHaveAttribute('method', 'post');
    expect(screen.getByRole('form', { name: 'Search' })).toHaveAttribute('method', 'get');
  });

  it('given onSubmit, should call it with the FormData values and not reload', async () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit}>
        <TextField label="Name" name="name" defaultValue="Ada" />
        <Button type="submit">Send</Button>
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Ada' },
      expect.objectContaining({ type: 'submit' }),
    );
    expect(onSubmit.mock.calls[0]?.[1].defaultPrevented).toBe(true);
  });

  it('given a general error, should show it first as an alert', () => {
    render(
      <Form generalError="Service unavailable">
        <TextField label="Email" />
      </Form>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(
      alert.compareDocumentPosition(screen.getByRole('textbox')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('given no general error, should render no alert', () => {
    render(<Form generalError={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given busy, should set aria-busy', () => {
    render(<Form busy aria-label="Login" />);
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
  });

  it('given formRef (from useForm) and a ref of its own, should hand the form element to both', () => {
    const formRef = vi.fn();
    const ref = vi.fn();
    const { unmount } = render(<Form aria-label="Login" formRef={formRef} ref={ref} />);
    const form = screen.getByRole('form', { name: 'Login' });
    expect(formRef).toHaveBeenLastCalledWith(form);
    expect(ref).toHaveBeenLastCalledWith(form);
    unmount();
    expect(formRef).toHaveBeenLastCalledWith(null);
    expect(ref).toHaveBeenLastCalledWith(null);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <Form generalError="Invalid email or password" aria-label="Login">
        <TextField label="Email" error="Email is required" />
        <Button type="submit">Sign In</Button>
      </Form>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
