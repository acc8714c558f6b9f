import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, Gauge, Search, Users } from 'lucide-react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { HoverCard, hoverCardSides } from './HoverCard.tsx';

/** The right sidebar's Quick Tools (docs/product/spec.md §2), each with an informational popup. */
const quickTools = [
  {
    name: 'Analytics',
    icon: <BarChart3 size={18} />,
    text: 'Track visitors, conversions and traffic sources for every page of your site.',
  },
  {
    name: 'SEO Tools',
    icon: <Search size={18} />,
    text: 'Audit pages, research keywords and follow your search rankings over time.',
  },
  {
    name: 'Performance',
    icon: <Gauge size={18} />,
    text: 'Measure load times and Core Web Vitals, and see what slows a page down.',
  },
  {
    name: 'Collaborate',
    icon: <Users size={18} />,
    text: 'Invite your team, share feedback on designs and keep decisions in one place.',
  },
] as const;

const analytics = quickTools[0];

const meta = {
  title: 'Components/HoverCard',
  component: HoverCard,
  tags: ['autodocs'],
  args: {
    defaultOpen: true,
    title: analytics.name,
    icon: analytics.icon,
    content: analytics.text,
    description: analytics.text,
    children: (
      <Button variant="ghost" tone="neutral">
        {analytics.icon}
        {analytics.name}
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: hoverCardSides },
    children: { control: false },
    icon: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '16px 240px 200px' }}>{Story()}</div>],
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The Quick Tools list, with the first card open. */
export const QuickTools: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: 4, width: 220, margin: 0, padding: 0, listStyle: 'none' }}>
      {quickTools.map((tool, i) => (
        <li key={tool.name}>
          <HoverCard
            {...args}
            defaultOpen={i === 0}
            side="right"
            align="start"
            title={tool.name}
            icon={tool.icon}
            content={tool.text}
            description={tool.text}
          >
            <Button variant="ghost" tone="neutral" block style={{ justifyContent: 'flex-start' }}>
              {tool.icon}
              {tool.name}
            </Button>
          </HoverCard>
        </li>
      ))}
    </ul>
  ),
  decorators: [(Story) => <div style={{ paddingTop: 16 }}>{Story()}</div>],
};

export const WithoutTitle: Story = {
  args: { title: undefined, icon: undefined, content: 'Opens the analytics dashboard.' },
};

export const Wide: Story = {
  args: {
    width: 360,
    content:
      'Analytics collects page views, sessions, referrers and goal conversions without cookies, so no consent banner is needed. Reports refresh every hour and can be exported as CSV.',
  },
};

export const Sides: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(2, max-content)',
        gap: '220px 360px',
        paddingBlock: 80,
      }}
    >
      {hoverCardSides.map((side) => (
        <HoverCard
          key={side}
          {...args}
          side={side}
          width={220}
          title={`Side ${side}`}
          icon={undefined}
          content="Informational content."
        >
          <Button variant="outline">{side}</Button>
        </HoverCard>
      ))}
    </div>
  ),
  decorators: [(Story) => <div style={{ paddingInline: 200 }}>{Story()}</div>],
};

/** Hover opens it; keyboard focus opens it too; Escape closes it. */
export const Interaction: Story = {
  args: { defaultOpen: false, openDelay: 0, closeDelay: 0 },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Analytics' });
    await expect(trigger).toHaveAccessibleDescription(analytics.text);
    await userEvent.hover(trigger);
    await waitFor(() =>
      expect(screen.getByText(analytics.text, { selector: 'div' })).toBeVisible(),
    );
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByText(analytics.text, { selector: 'div' })).toBeNull());
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByText(analytics.text, { selector: 'div' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(analytics.text, { selector: 'div' })).toBeNull());
  },
};
