import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { DescriptionList, descriptionListLayouts } from './DescriptionList.tsx';

// Placeholder profile data, for stories only: the site passes its own strings.
const profile = [
  { term: 'Full Name', detail: 'Jane Doe' },
  { term: 'Email', detail: 'jane.doe@example.com' },
  { term: 'Member Since', detail: 'January 2024' },
  {
    term: 'Account Type',
    detail: (
      <Badge tone="brand" size="md">
        Premium
      </Badge>
    ),
  },
];

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  // The profile page is used on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: { items: profile, layout: 'stacked' },
  argTypes: {
    layout: { control: 'inline-radio', options: descriptionListLayouts },
    items: { control: false },
  },
  decorators: [
    // About the width of the profile card it sits in on the site.
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each term above its detail. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Full Name',
      'Email',
      'Member Since',
      'Account Type',
    ]);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('jane.doe@example.com');
  },
};

/** Term left, detail right on wide screens; stacked again at ≤768 px (see the 375 px shot). */
export const Inline: Story = { args: { layout: 'inline' } };

/** A long name and e-mail in a narrow column: they wrap, nothing overflows. */
export const LongText: Story = {
  args: {
    layout: 'inline',
    items: [
      { term: 'Full Name', detail: 'Alexandra Konstantinopoulou-Fitzgerald' },
      {
        term: 'Email',
        detail: 'alexandra.konstantinopoulou-fitzgerald@a-very-long-company-domain.example',
      },
      { term: 'Member Since', detail: 'January 2024' },
      { term: 'Account Type', detail: 'Premium (annual, renews on 14 January 2026)' },
    ],
  },
  parameters: { maxWidth: 300 },
};

export const LongTextStacked: Story = {
  args: { ...LongText.args, layout: 'stacked' },
  parameters: { maxWidth: 300 },
};

/** Many pairs: the rules keep them apart. */
export const ManyItems: Story = {
  args: {
    layout: 'inline',
    items: [
      ...profile,
      { term: 'Company', detail: 'Brightlane Digital' },
      { term: 'Phone', detail: '+44 20 7946 0958' },
      { term: 'Time Zone', detail: 'Europe/London (GMT+0)' },
      { term: 'Language', detail: 'English (UK)' },
      { term: 'Two-Factor Authentication', detail: 'Enabled' },
      { term: 'Last Sign-In', detail: '2 hours ago' },
    ],
  },
};
