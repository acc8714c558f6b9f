import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderPlus } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { LineChart, lineChartTones } from './LineChart.tsx';
import type { LineChartSeries } from './LineChart.tsx';

// Sample data (project views over days); it lives only here. Fixed days, so screenshots
// never change with the date.
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 10, 1);
const days = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    new Date(START + index * DAY_MS).toISOString().slice(0, 10),
  );

/** A running total that grows by a repeatable amount each day; null before `from`. */
function series(id: string, name: string, count: number, base: number, step: number, from = 0) {
  return {
    id,
    name,
    points: days(count).map((x, index) => ({
      x,
      y:
        index < from
          ? null
          : base + Math.round(step * (index - from) * (1 + ((index * 7) % 5) / 10)),
    })),
  } satisfies LineChartSeries;
}

const dayFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const formatDay = (x: string) => dayFormat.format(new Date(`${x}T00:00:00Z`));

const twoProjects = [
  series('harbour', 'Harbour Cafe', 14, 1200, 35),
  series('bakery', 'Northside Bakery', 14, 80, 22, 5),
];

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  tags: ['autodocs', 'mobile'],
  args: {
    title: 'Project views',
    series: twoProjects,
    xLabel: 'Day',
    yLabel: 'Views',
    formatX: formatDay,
  },
  decorators: [
    (Story, { name }) =>
      name === 'Contrast' ? Story() : <div style={{ maxWidth: 720 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One project over a week. */
export const SingleSeries: Story = {
  args: { series: [series('harbour', 'Harbour Cafe', 7, 1200, 40)] },
};

/** A project made last week: its line starts on its first day, the table says 'No data' before. */
export const StartsLater: Story = {
  args: { series: twoProjects, defaultShowTable: true },
};

/** Twelve projects: after six tones the lines are dashed, so no two look the same. */
export const ManySeries: Story = {
  args: {
    series: Array.from({ length: 12 }, (_, index) =>
      series(`p${index}`, `Project ${index + 1}`, 30, 100 + index * 90, 3 + index, index % 4),
    ),
  },
};

/** Ninety days: the ticks thin out so their labels never overlap. */
export const NinetyDays: Story = {
  args: { series: [series('harbour', 'Harbour Cafe', 90, 500, 12)] },
};

/** A single value: drawn as a point. */
export const OnePoint: Story = {
  args: { series: [series('new', 'New project', 7, 0, 0, 6)] },
};

export const Loading: Story = { args: { loading: true } };

/** No series, or none with a value: the page's own empty state. */
export const Empty: Story = {
  args: {
    series: [],
    empty: (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<FolderPlus size={20} />}
        title="No projects yet"
        description="Create a project to see its views here."
        action={<Button size="sm">New Project</Button>}
      />
    ),
  },
};

/** Without an `empty` node: the plain 'No data' line. */
export const EmptyDefault: Story = { args: { series: [] } };

/** The same numbers as a table, opened with the keyboard. */
export const TableShown: Story = {
  args: { series: [series('harbour', 'Harbour Cafe', 7, 1200, 40)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show as table' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Project views' })).toBeVisible();
  },
};

export const Contrast: Story = {
  args: {
    series: Array.from({ length: lineChartTones.length }, (_, index) =>
      series(`p${index}`, `Project ${index + 1}`, 10, 100 + index * 120, 8 + index * 3),
    ),
  },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background, color: vars.color.text }}
        >
          <LineChart {...args} height={200} />
        </div>
      ))}
    </div>
  ),
};
