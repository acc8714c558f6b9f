import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Mail } from 'lucide-react';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('given a label, should render a textbox named by it', () => {
    render(<TextField label="Full Name" />);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('type', 'text');
  });

  it('given a hint and an error, should describe the input by both and mark it invalid', () => {
    render(
      <TextField label="Email" type="email" hint="We never share it" error="Email is invalid" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it Email is invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Email is invalid')).toBeVisible();
  });

  it('given no error, should not be invalid', () => {
    render(<TextField label="Email" type="email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('given required, should mark the input required and show the marker', () => {
    render(<TextField label="Email" required />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('given onValueChange and onChange, should call both with each change', async () => {
    const onValueChange = vi.fn();
    const onChange = vi.fn();
    render(<TextField label="Name" onValueChange={onValueChange} onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Jo');
    expect(onValueChange).toHaveBeenLastCalledWith('Jo');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('given uncontrolled typing, should keep the typed value', async () => {
    render(<TextField label="Name" defaultValue="Ada" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, ' Lovelace');
    expect(input).toHaveValue('Ada Lovelace');
  });

  it('given a controlled value, should call onChange and show the new value', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Name"
          value={value}
          onChange={(e) => setValue(e.target.value.toUpperCase())}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'abc');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('ABC');
  });

  it('given disabled, should disable the input', () => {
    render(<TextField label="Email" disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });

  it('given type password, should hide the value and toggle it with a named button', async () => {
    render(<TextField label="Password" type="password" defaultValue="secret12" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('secret12');
  });

  it('given a leading icon, should hide it from assistive technology', () => {
    const { container } = render(<TextField label="Email" leadingIcon={<Mail />} />);
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given a ref, should point it at the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
  });

  it('given an id and aria-describedby, should keep both', () => {
    render(<TextField label="Email" id="login-email" aria-describedby="note" hint="Hint" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input.getAttribute('aria-describedby')).toBe('note login-email-hint');
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <TextField label="Name" />
        <TextField
          label="Email"
          type="email"
          required
          hint="Work email"
          error="Email is required"
        />
        <TextField label="Password" type="password" />
        <TextField label="Disabled" disabled defaultValue="x" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
