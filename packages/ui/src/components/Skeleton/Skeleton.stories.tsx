import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../Card/Card.tsx';
import { Skeleton, skeletonShapes } from './Skeleton.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'text', width: 320 },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
      <Skeleton shape="circle" height={36} />
      <Skeleton shape="block" width={160} height={96} />
      <Skeleton shape="text" width={200} />
    </div>
  ),
};

export const Paragraph: Story = {
  args: { lines: 4, width: undefined },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

/** A loading project list: the region says it is busy once; the bars are hidden from screen readers. */
export const ProjectListLoading: Story = {
  render: () => (
    <section
      aria-labelledby="projects-heading"
      aria-busy="true"
      style={{ display: 'grid', gap: 12, maxWidth: 520 }}
    >
      <h2 id="projects-heading" style={{ fontSize: vars.fontSize.xl }}>
        My Projects
      </h2>
      <span role="status" className={visuallyHidden}>
        Loading...
      </span>
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="sm" style={{ flexDirection: 'row', alignItems: 'center' }}>
          <Skeleton shape="circle" height={40} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Skeleton width="45%" style={{ fontSize: vars.fontSize.lg }} />
            <Skeleton lines={2} />
          </div>
        </Card>
      ))}
    </section>
  ),
};

/** The notification panel while loading (320 px wide, docs/product/spec.md §9). */
export const NotificationsLoading: Story = {
  render: () => (
    <div style={{ width: 320, display: 'grid', gap: 16 }}>
      {[0, 1, 2].map((i) => (
        <div key={i} style={{ display: 'flex', gap: 12 }}>
          <Skeleton shape="circle" height={32} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
            <Skeleton width={64} style={{ fontSize: vars.fontSize.xs }} />
          </div>
        </div>
      ))}
    </div>
  ),
};

export const Contrast: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 12, padding: 16, background: vars.color.background }}
        >
          <Skeleton lines={3} />
          <Card padding="sm">
            <Skeleton shape="block" height={64} />
            <Skeleton lines={2} />
          </Card>
        </div>
      ))}
    </div>
  ),
};
