import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('given a label, should render a switch named by it, off', () => {
    render(<Switch label="Dark Mode" />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAttribute('data-state', 'unchecked');
  });

  it('given a click on the label, should turn on (uncontrolled)', async () => {
    render(<Switch label="Dark Mode" />);
    await userEvent.click(screen.getByText('Dark Mode'));
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toBeChecked();
  });

  it('given Space on the focused switch, should call onCheckedChange', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch label="Email Notifications" onCheckedChange={onCheckedChange} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('given checked (controlled), should follow the prop', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch label="Dark Mode" checked={on} onCheckedChange={setOn} />;
    }
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('given labelPosition start, should put the label before the switch (reading order = visual order)', () => {
    render(<Switch label="Dark Mode" labelPosition="start" />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    const label = screen.getByText('Dark Mode');
    expect(label.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('given labelPosition end (default), should put the label after the switch', () => {
    render(<Switch label="Dark Mode" />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    const label = screen.getByText('Dark Mode');
    expect(toggle.compareDocumentPosition(label) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('given a hint, should be described by it', () => {
    render(<Switch label="Email Notifications" hint="Project updates and replies" />);
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toHaveAccessibleDescription(
      'Project updates and replies',
    );
  });

  it('given disabled, should not toggle', async () => {
    render(<Switch label="Dark Mode" disabled />);
    const toggle = screen.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('given a ref, should point it at the native control', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Switch label="Dark Mode" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('switch'));
  });

  it('given a name, should be sent with its form when on, and not when off', async () => {
    render(
      <form aria-label="Preferences">
        <Switch label="Dark Mode" name="darkMode" />
      </form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form');
    expect(new FormData(form).has('darkMode')).toBe(false);
    await userEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }));
    expect(new FormData(form).get('darkMode')).toBe('on');
    expect(screen.getByRole('switch')).toHaveAttribute('data-state', 'checked');
  });

  it('given a server render (no script yet), should be a native control that a form sends', () => {
    const html = renderToString(<Switch label="Dark Mode" name="darkMode" defaultChecked />);
    const input = html.match(/<input[^>]*>/)![0];
    expect(input).toContain('type="checkbox"');
    expect(input).toContain('role="switch"');
    expect(input).toContain('name="darkMode"');
    expect(input).toContain('checked=""');
  });

  it('given a controlled switch whose owner refuses the change (busy), should stay as it is', async () => {
    render(<Switch label="Handled" checked={false} aria-disabled onCheckedChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Handled' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
  });

  it('given a switch flipped before the script ran (a server-rendered page), should report it once hydrated', async () => {
    const onCheckedChange = vi.fn();
    const toggle = <Switch label="Dark Mode" checked onCheckedChange={onCheckedChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(toggle);
    document.body.append(container);
    container.querySelector('input')!.checked = false;
    await act(async () => {
      hydrateRoot(container, toggle);
    });
    expect(onCheckedChange).toHaveBeenCalledWith(false);
    container.remove();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <Switch label="Dark Mode" />
        <Switch label="On" defaultChecked labelPosition="start" block />
        <Switch label="Disabled" disabled hint="Not available" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
