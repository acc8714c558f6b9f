import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Inline, inlineAligns, inlineJustifies } from './Inline.tsx';
import { Box, boxSpaces } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Button } from '../Button/Button.tsx';

function Item({ children, tall = false }: { children: ReactNode; tall?: boolean }) {
  return (
    <Box
      background="surfaceSunken"
      border="default"
      radius="sm"
      paddingX="sm"
      paddingY={tall ? 'lg' : 'xs'}
    >
      <Text as="span" size="sm">
        {children}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Components/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: {
    gap: 'sm',
    children: [
      <Item key="1">Web Development</Item>,
      <Item key="2">SEO</Item>,
      <Item key="3">eCommerce</Item>,
      <Item key="4">Cloud</Item>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: boxSpaces },
    align: { control: 'inline-radio', options: inlineAligns },
    justify: { control: 'inline-radio', options: inlineJustifies },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'mobile'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Justify: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inlineJustifies.map((justify) => (
        <Box key={justify} border="default" radius="md" padding="sm">
          <Inline {...args} justify={justify}>
            <Item>{`justify ${justify}`}</Item>
            <Item>Two</Item>
            <Item>Three</Item>
          </Inline>
        </Box>
      ))}
    </div>
  ),
};

export const Align: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {inlineAligns.map((align) => (
        <Box key={align} border="default" radius="md" padding="sm">
          <Inline {...args} align={align}>
            <Item tall>{`align ${align}`}</Item>
            <Item>Short</Item>
            <Text as="span" size="sm" variant="muted">
              Baseline text
            </Text>
          </Inline>
        </Box>
      ))}
    </div>
  ),
};

/** Many items in a narrow column wrap onto new lines with the same gap. */
export const Wrapping: Story = {
  render: (args) => (
    <Box border="default" radius="md" padding="sm" style={{ maxWidth: 360 }}>
      <Inline {...args} gap="xs">
        {[
          'Shopify',
          'WooCommerce',
          'Custom',
          'AWS',
          'Azure',
          'GCP',
          'Technical audits',
          'Keyword research',
          'Local SEO',
        ].map((tag) => (
          <Item key={tag}>{tag}</Item>
        ))}
      </Inline>
    </Box>
  ),
};

export const NoWrap: Story = {
  render: (args) => (
    <Box border="default" radius="md" padding="sm" style={{ maxWidth: 360, overflow: 'hidden' }}>
      <Inline {...args} wrap={false} gap="xs">
        <Item>Shopify</Item>
        <Item>WooCommerce</Item>
        <Text as="span" size="sm" truncate>
          A long item that truncates instead of wrapping
        </Text>
      </Inline>
    </Box>
  ),
};

/**
 * A button row that stacks on phones (≤768 px): see the 375 px baseline. With
 * `justify="between"` the stacked buttons stretch to full width.
 */
export const CollapseBelowMobile: Story = {
  tags: ['mobile'],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Box border="default" radius="md" padding="md">
        <Inline collapseBelow="mobile" justify="between">
          <Button variant="outline">Back</Button>
          <Button>Next</Button>
        </Inline>
      </Box>
      <Box border="default" radius="md" padding="md">
        <Inline collapseBelow="mobile" justify="center">
          <Button>Get a quote</Button>
          <Button variant="soft">Contact Sale</Button>
        </Inline>
      </Box>
    </div>
  ),
};

export const Empty: Story = { args: { children: [] } };
