import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Heading,
  headingAligns,
  headingLevels,
  headingSizes,
  headingTones,
  headingVariants,
} from './Heading.tsx';
import type { HeadingProps } from './Heading.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Custom Website Design & Development' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
    variant: { control: 'inline-radio', options: headingVariants },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The default size of each level. */
export const Levels: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Heading level ${level}`}
        </Heading>
      ))}
    </div>
  ),
};

/** Every visual size on the same semantic level. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          {`${size} — Get in Touch`}
        </Heading>
      ))}
    </div>
  ),
};

/** Every tone (meaning), then the muted variant (prominence). */
const colours: { name: string; props: Pick<HeadingProps, 'tone' | 'variant'> }[] = [
  ...headingTones.map((tone) => ({ name: tone, props: { tone } })),
  { name: 'muted', props: { variant: 'muted' } },
];

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {colours.map(({ name, props }) => (
        <Heading key={name} {...args} {...props} level={3}>
          {`${name} — Reset Your Password`}
        </Heading>
      ))}
    </div>
  ),
};

/** A hero: level 1 at display size, centred. */
export const Hero: Story = {
  args: {
    level: 1,
    size: 'display',
    align: 'center',
    children: 'Custom Website Design & Development in Melbourne',
  },
};

/** Long headings balance their lines and break long words rather than overflow. */
export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Everything you need to launch, grow and maintain a fast, accessible website — from the first sketch to the hundredth deployment, with a team that answers within 24 hours',
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <Heading {...args} />
      <div style={{ width: 240, border: `1px dashed ${vars.color.border}`, padding: 8 }}>
        <Heading level={3} size="lg">
          Antidisestablishmentarianismwebsiteredesign
        </Heading>
      </div>
      <div style={{ width: 240, border: `1px dashed ${vars.color.border}`, padding: 8 }}>
        <Heading level={3} size="lg" truncate title="E-commerce Platform for a Melbourne Retailer">
          E-commerce Platform for a Melbourne Retailer
        </Heading>
      </div>
    </div>
  ),
};

/** Every tone and variant in both themes at once; the axe run checks each against the page background. */
export const Contrast: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'grid',
            gap: 12,
            padding: 16,
            background: vars.color.background,
            color: vars.color.text,
          }}
        >
          {colours.map(({ name, props }) => (
            <Heading key={name} {...props} level={3} size="lg">
              {`${name} heading`}
            </Heading>
          ))}
          <div
            style={{
              display: 'grid',
              gap: 8,
              padding: 12,
              borderRadius: 8,
              background: vars.color.surfaceSunken,
            }}
          >
            {colours.map(({ name, props }) => (
              <Heading key={name} {...props} level={4} size="md">
                {`${name} on sunken surface`}
              </Heading>
            ))}
          </div>
        </div>
      ))}
    </div>
  ),
};
