import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Badge, badgeSizes, badgeTones, badgeVariants } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Coming soon' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: badgeSizes },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {badgeVariants.map((variant) => (
        <div
          key={variant}
          style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Counts, with the 99+ cap. */
export const Counts: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {[0, 3, 12, 99, 100, 2500].map((count) => (
        <Badge key={count} {...args} tone="critical" variant="solid" count={count} />
      ))}
      <Badge {...args} tone="critical" variant="solid" count={12} max={9} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size} tone="brand" />
      ))}
      {badgeSizes.map((size) => (
        <Badge
          key={`count-${size}`}
          {...args}
          size={size}
          tone="critical"
          variant="solid"
          count={7}
        />
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { children: 'Available to early-access customers only', tone: 'info' },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 8, padding: 16, background: vars.color.background }}
        >
          {badgeVariants.map((variant) => (
            <div key={variant} style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
              {badgeTones.map((tone) => (
                <Badge key={tone} {...args} tone={tone} variant={variant}>
                  {tone}
                </Badge>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  ),
};
