import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatGroup } from './StatGroup.tsx';

// Placeholder figures, for stories only: the site passes its own labels and numbers.
const yourStats = [
  { label: 'Projects', value: 0 },
  { label: 'Active', value: 0 },
  { label: 'Completed', value: 0 },
];

const meta = {
  title: 'Components/StatGroup',
  component: StatGroup,
  // The dashboard is used on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: { stats: yourStats, loading: false },
  argTypes: { stats: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account: every count is 0. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Projects',
      'Active',
      'Completed',
    ]);
  },
};

export const WithValues: Story = {
  args: {
    stats: [
      { label: 'Projects', value: 12 },
      { label: 'Active', value: 3 },
      { label: 'Completed', value: 9 },
    ],
  },
};

/** The figures are loading: Skeletons in place of the values, the labels already there. */
export const Loading: Story = { args: { loading: true } };

/** Large figures and long labels in a narrow column: labels wrap, tiles wrap onto a new row. */
export const LongText: Story = {
  args: {
    stats: [
      { label: 'Projects in review by the design team', value: '1,204' },
      { label: 'Active', value: 98_765 },
      { label: 'Completed this quarter', value: '12,345,678' },
    ],
  },
  parameters: { maxWidth: 300 },
};

/** More statistics than fit on one row. */
export const ManyItems: Story = {
  args: {
    stats: [
      { label: 'Projects', value: 12 },
      { label: 'Active', value: 3 },
      { label: 'Completed', value: 9 },
      { label: 'On Hold', value: 0 },
      { label: 'Invoices', value: 27 },
      { label: 'Messages', value: 148 },
      { label: 'Files', value: 311 },
    ],
  },
  parameters: { maxWidth: 720 },
};
