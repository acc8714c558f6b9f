import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Tooltip, TooltipProvider } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('given keyboard focus on the trigger, should show the label and describe the trigger', async () => {
    render(
      <Tooltip content="Switch to dark mode" delayDuration={0}>
        <button type="button">Theme</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark mode');
    expect(screen.getByRole('button', { name: 'Theme' })).toHaveAccessibleDescription(
      'Switch to dark mode',
    );
  });

  it('given hover, should show; given Escape, should hide', async () => {
    render(
      <Tooltip content="Hide sidebar" delayDuration={0}>
        <button type="button">Sidebar</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Sidebar' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Hide sidebar');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('given controlled open, should follow the prop', async () => {
    const { rerender } = render(
      <Tooltip content="Label" open={false}>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    rerender(
      <Tooltip content="Label" open>
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Label');
    await act(() => Promise.resolve());
  });

  it('given a shared provider, should work inside it', async () => {
    const onOpenChange = vi.fn();
    render(
      <TooltipProvider delayDuration={0}>
        <Tooltip content="Notifications" onOpenChange={onOpenChange}>
          <button type="button">Bell</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'Bell' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
  });

  it('should have no axe violations while open', async () => {
    render(
      <Tooltip content="Switch to dark mode" defaultOpen>
        <button type="button">Theme</button>
      </Tooltip>,
    );
    // Floating UI positions the content asynchronously; let it settle inside act().
    await act(() => Promise.resolve());
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
