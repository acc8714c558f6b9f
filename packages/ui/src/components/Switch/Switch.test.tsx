import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
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

  it('given a ref, should point it at the switch button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Switch label="Dark Mode" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('switch'));
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
