import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, containerSizes } from './Container.tsx';
import { Box } from '../Box/Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';

function Content({ label }: { label: string }) {
  return (
    <Box background="surfaceSunken" border="default" radius="md" padding="md">
      <Text size="sm" align="center">
        {label}
      </Text>
    </Box>
  );
}

const meta = {
  title: 'Components/Layout/Container',
  component: Container,
  // 375 px baselines show the narrower side padding of the mobile layout.
  tags: ['autodocs', 'mobile'],
  parameters: { layout: 'fullscreen' },
  args: { size: 'md', children: <Content label="Content at the default width (1200 px)" /> },
  argTypes: {
    size: { control: 'inline-radio', options: containerSizes },
    children: { control: false },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <div style={{ paddingBlock: 24 }}>
      <Container {...args} />
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack gap="md" style={{ paddingBlock: 24 }}>
      {containerSizes.map((size) => (
        <Container key={size} size={size}>
          <Content label={`size ${size}`} />
        </Container>
      ))}
    </Stack>
  ),
};

/** As the page's main landmark, with a heading and body copy at a readable width. */
export const AsMain: Story = {
  render: () => (
    <Container as="main" size="sm" style={{ paddingBlock: 32 }}>
      <Stack gap="sm">
        <Heading level={1} size="xxxl">
          About Us
        </Heading>
        <Text variant="muted">
          We are a small team of designers and engineers building custom websites for Melbourne
          businesses: innovation, transparency, quality and client focus in every project. The
          narrow container keeps lines at a comfortable reading length on wide screens.
        </Text>
      </Stack>
    </Container>
  ),
};
