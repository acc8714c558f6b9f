import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellOff, FolderOpen, SearchX } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState, emptyStateSizes } from './EmptyState.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: <FolderOpen size={28} />,
    title: 'No projects yet',
    description: 'Projects you start or are invited to will appear here.',
    action: <Button>New Project</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Bordered: Story = { args: { bordered: true } };

/** Inside the 320 px notifications panel. */
export const SmallInPanel: Story = {
  args: {
    size: 'sm',
    icon: <BellOff size={20} />,
    title: 'No notifications',
    description: "You're all caught up.",
    action: undefined,
    headingLevel: 4,
  },
  decorators: [
    (Story) => (
      <div
        style={{
          width: 320,
          border: `1px solid ${vars.color.border}`,
          borderRadius: 12,
          background: vars.color.surfaceRaised,
        }}
      >
        {Story()}
      </div>
    ),
  ],
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'Nothing here' },
};

export const WithTwoActions: Story = {
  args: {
    icon: <SearchX size={28} />,
    title: 'No posts match your search',
    description: 'Try a different keyword, or clear the filters to see every post.',
    action: (
      <>
        <Button variant="outline">Clear filters</Button>
        <Button>Write a post</Button>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    title:
      'We could not find any saved workspaces for this account, even after checking every region',
    description:
      'Workspaces appear here once you create one. If you expected to see something, check that you signed in with the right e-mail address, or contact support Monday to Friday 09:00-17:00.',
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <EmptyState {...args} bordered />
        </div>
      ))}
    </div>
  ),
};
