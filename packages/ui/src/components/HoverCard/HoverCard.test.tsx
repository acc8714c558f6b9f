import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { HoverCard } from './HoverCard.tsx';

const text = 'Track visitors, conversions and traffic sources.';

function Analytics(props: Partial<Parameters<typeof HoverCard>[0]>) {
  return (
    <HoverCard
      title="Analytics"
      content={text}
      description={text}
      openDelay={0}
      closeDelay={0}
      {...props}
    >
      <button type="button">Analytics</button>
    </HoverCard>
  );
}

const card = () => screen.queryByText(text, { selector: 'div' });

describe('HoverCard', () => {
  it('given hover on the trigger, should open the card; given unhover, should close it', async () => {
    render(<Analytics />);
    expect(card()).toBeNull();
    await userEvent.hover(screen.getByRole('button', { name: 'Analytics' }));
    await waitFor(() => expect(card()).toBeInTheDocument());
    await userEvent.unhover(screen.getByRole('button', { name: 'Analytics' }));
    await waitFor(() => expect(card()).toBeNull());
  });

  it('given keyboard focus on the trigger, should open the card; given Escape, should close it', async () => {
    render(<Analytics />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Analytics' })).toHaveFocus();
    await waitFor(() => expect(card()).toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(card()).toBeNull());
  });

  it('given a description, should describe the trigger with it even while closed', () => {
    render(<Analytics />);
    expect(screen.getByRole('button', { name: 'Analytics' })).toHaveAccessibleDescription(text);
  });

  it('given controlled open, should report changes', async () => {
    const onOpenChange = vi.fn();
    render(<Analytics open={false} onOpenChange={onOpenChange} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Analytics' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(true));
    expect(card()).toBeNull();
  });

  it('should have no axe violations while open', async () => {
    render(<Analytics defaultOpen />);
    await act(() => Promise.resolve());
    expect(card()).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
