import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('given a label, should render a checkbox named by it, unchecked', () => {
    render(<Checkbox label="Remember me" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('data-state', 'unchecked');
  });

  it('given a click on the label, should toggle (uncontrolled)', async () => {
    render(<Checkbox label="Remember me" />);
    await userEvent.click(screen.getByText('Remember me'));
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('given Space, should toggle and call onCheckedChange', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email Notifications" onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('given checked (controlled), should follow the prop', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox
            label="Email Notifications"
            checked={checked}
            onCheckedChange={(c) => setChecked(c === true)}
          />
          <output>{String(checked)}</output>
        </>
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Email Notifications' });
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('given indeterminate, should be mixed', () => {
    render(<Checkbox label="Select all" checked="indeterminate" />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box).toHaveAttribute('data-state', 'indeterminate');
  });

  it('given an error and a hint, should be invalid and described by both', () => {
    render(
      <Checkbox
        label="I accept the terms"
        hint="Required to continue"
        error="You must accept the terms"
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Required to continue You must accept the terms');
  });

  it('given disabled, should not toggle', async () => {
    render(<Checkbox label="Remember me" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
  });

  it('given a ref, should point it at the native checkbox', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Checkbox label="Remember me" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox'));
  });

  it('given indeterminate, should set the DOM property (the dash), and clear it when checked', () => {
    const { rerender } = render(<Checkbox label="Select all" checked="indeterminate" />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox label="Select all" checked />);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
  });

  it('given indeterminate and an owner that ignores a click, should keep the dash', async () => {
    const onCheckedChange = vi.fn();
    render(
      <Checkbox label="Select all" checked="indeterminate" onCheckedChange={onCheckedChange} />,
    );
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    await userEvent.setup().click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(box.indeterminate).toBe(true);
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-checked', 'mixed');
  });

  it('given indeterminate and an owner that takes the click, should show the new state, no dash', async () => {
    function SelectAll() {
      const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
      return <Checkbox label="Select all" checked={checked} onCheckedChange={setChecked} />;
    }
    render(<SelectAll />);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    await userEvent.setup().click(box);
    expect(box.indeterminate).toBe(false);
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('data-state', 'checked');
  });

  it('given a name, should be sent with its form when ticked, and not when not', async () => {
    render(
      <form aria-label="Preferences">
        <Checkbox label="Email" name="email" defaultChecked />
        <Checkbox label="Push" name="push" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form');
    expect([...new FormData(form).entries()]).toEqual([['email', 'on']]);
    await userEvent.click(screen.getByText('Push'));
    expect([...new FormData(form).entries()]).toEqual([
      ['email', 'on'],
      ['push', 'on'],
    ]);
  });

  it('given a server render (no script yet), should be a native checkbox that a form sends', () => {
    const html = renderToString(<Checkbox label="Remember me" name="remember" defaultChecked />);
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*>/);
    const input = html.match(/<input[^>]*>/)![0];
    expect(input).toContain('name="remember"');
    expect(input).toContain('checked=""');
    expect(input).toContain('data-state="checked"');
  });

  it('given a box ticked before the script ran (a server-rendered page), should report it once hydrated', async () => {
    const onCheckedChange = vi.fn();
    const box = (
      <Checkbox label="Email" name="email" checked={false} onCheckedChange={onCheckedChange} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    container.querySelector('input')!.checked = true;
    await act(async () => {
      hydrateRoot(container, box);
    });
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    container.remove();
  });

  it('given a box the client rendered itself, should report nothing at mount', () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Email" checked onCheckedChange={onCheckedChange} />);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <Checkbox label="Remember me" />
        <Checkbox label="Checked" defaultChecked />
        <Checkbox label="Mixed" checked="indeterminate" />
        <Checkbox label="Invalid" error="Required" hint="Hint" />
        <Checkbox label="Disabled" disabled />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
