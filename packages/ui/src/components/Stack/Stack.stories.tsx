import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Stack, stackAligns } from './Stack.tsx';
import { Box, boxSpaces } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Button } from '../Button/Button.tsx';

function Item({ children }: { children: ReactNode }) {
  return (
    <Box background="surfaceSunken" border="default" radius="sm" paddingX="sm" paddingY="xs">
      <Text as="span" size="sm">
        {children}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Components/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    gap: 'md',
    children: [<Item key="1">First</Item>, <Item key="2">Second</Item>, <Item key="3">Third</Item>],
  },
  argTypes: {
    gap: { control: 'select', options: boxSpaces },
    align: { control: 'inline-radio', options: stackAligns },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Gaps: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {(['xxs', 'xs', 'sm', 'md', 'lg', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap}>
          <Text size="xs" variant="muted">{`gap ${gap}`}</Text>
          <Item>A</Item>
          <Item>B</Item>
          <Item>C</Item>
        </Stack>
      ))}
    </div>
  ),
};

export const Alignment: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}>
      {stackAligns.map((align) => (
        <Box key={align} border="default" radius="md" padding="sm">
          <Stack {...args} align={align} gap="xs">
            <Text size="xs" variant="muted">{`align ${align}`}</Text>
            <Item>Short</Item>
            <Item>A longer item</Item>
          </Stack>
        </Box>
      ))}
    </div>
  ),
};

/** A typical form-card composition: heading, text and actions with one rhythm. */
export const Composition: Story = {
  render: () => (
    <Box background="surface" border="default" radius="lg" padding="xl" style={{ maxWidth: 420 }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} size="xl">
            Reset Your Password
          </Heading>
          <Text variant="muted">Enter your email to receive a reset link</Text>
        </Stack>
        <Button block>Send Reset Link</Button>
      </Stack>
    </Box>
  ),
};

/** Rendered as a list: list semantics, no bullets. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="xs" aria-label="Services">
      <li>
        <Item>Web Development</Item>
      </li>
      <li>
        <Item>SEO</Item>
      </li>
      <li>
        <Item>eCommerce</Item>
      </li>
    </Stack>
  ),
};

export const Empty: Story = { args: { children: [] } };
