import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon, PanelLeftClose } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Tooltip, TooltipProvider, tooltipSides } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Switch to dark mode',
    defaultOpen: true,
    children: <Button variant="outline">Theme</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: tooltipSides },
    children: { control: false },
  },
  // Room around the trigger so an open tooltip is inside the screenshot.
  decorators: [(Story) => <div style={{ padding: '64px 160px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sides: Story = {
  render: (args) => (
    <TooltipProvider>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(4, max-content)',
          gap: 120,
          paddingTop: 24,
        }}
      >
        {tooltipSides.map((side) => (
          <Tooltip key={side} {...args} side={side} content={`On the ${side}`}>
            <Button variant="outline">{side}</Button>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
};

/** On an icon-only button the tooltip shows the accessible name to sighted pointer users. */
export const OnIconButton: Story = {
  args: {
    content: 'Hide sidebar',
    side: 'right',
    // title="" avoids the browser's own title tooltip appearing on top of this one.
    children: (
      <IconButton
        label="Hide sidebar"
        title=""
        icon={<PanelLeftClose size={18} />}
        variant="outline"
      />
    ),
  },
};

export const LongText: Story = {
  args: {
    content:
      'Dark mode follows your system setting until you choose a theme here; your choice is remembered on this device.',
    children: <IconButton label="Theme" title="" icon={<Moon size={18} />} variant="outline" />,
  },
};

export const Closed: Story = { args: { defaultOpen: false } };

/** Pointer: hover shows it, pressing the trigger hides it. Keyboard: focus shows it, Escape hides it. */
export const Interaction: Story = {
  args: { defaultOpen: false, delayDuration: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Theme' });
    await userEvent.hover(trigger);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Switch to dark mode'),
    );
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await userEvent.unhover(trigger);
    // Start the keyboard part from the page: Tab then lands on the trigger.
    trigger.blur();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeInTheDocument());
    await expect(trigger).toHaveAccessibleDescription('Switch to dark mode');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};
