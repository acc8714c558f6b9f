import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, boxBackgrounds, boxBorders, boxRadii, boxShadows, boxSpaces } from './Box.tsx';
import { Text } from '../Text/Text.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'lg',
    background: 'surface',
    radius: 'lg',
    border: 'default',
    shadow: 'sm',
    children: 'A box of content',
  },
  argTypes: {
    padding: { control: 'select', options: boxSpaces },
    paddingX: { control: 'select', options: boxSpaces },
    paddingY: { control: 'select', options: boxSpaces },
    background: { control: 'inline-radio', options: boxBackgrounds },
    radius: { control: 'inline-radio', options: boxRadii },
    border: { control: 'inline-radio', options: boxBorders },
    shadow: { control: 'inline-radio', options: boxShadows },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The four themed surfaces, each with the text colour it sets. */
export const Backgrounds: Story = {
  render: () => (
    <Box
      padding="lg"
      background="background"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 }}
    >
      {boxBackgrounds.map((background) => (
        <Box key={background} background={background} padding="lg" radius="md" border="default">
          <Text size="sm" weight="semibold">
            {background}
          </Text>
        </Box>
      ))}
    </Box>
  ),
};

export const Padding: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {boxSpaces.map((space) => (
        <Box key={space} padding={space} background="surfaceSunken" border="default" radius="sm">
          <Box background="surface" paddingX="xs" radius="sm">
            <Text as="span" size="xs" variant="muted">
              {space}
            </Text>
          </Box>
        </Box>
      ))}
      <Box paddingX="xl" paddingY="xs" background="surfaceSunken" border="default" radius="sm">
        <Text as="span" size="xs" variant="muted">
          paddingX xl, paddingY xs
        </Text>
      </Box>
    </div>
  ),
};

export const RadiusBorderShadow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {boxRadii.map((radius) => (
          <Box
            key={radius}
            radius={radius}
            border="strong"
            background="surface"
            padding="md"
            style={{ minWidth: 88, textAlign: 'center' }}
          >
            <Text as="span" size="sm">
              {`radius ${radius}`}
            </Text>
          </Box>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {boxBorders.map((border) => (
          <Box key={border} border={border} background="surface" padding="md" radius="md">
            <Text as="span" size="sm">
              {`border ${border}`}
            </Text>
          </Box>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', padding: 8 }}>
        {boxShadows.map((shadow) => (
          <Box key={shadow} shadow={shadow} background="surfaceRaised" padding="lg" radius="md">
            <Text as="span" size="sm">
              {`shadow ${shadow}`}
            </Text>
          </Box>
        ))}
      </div>
    </div>
  ),
};

/** `as` keeps the semantics right: here a section landmark named by its heading. */
export const AsSection: Story = {
  render: () => (
    <Box
      as="section"
      aria-labelledby="box-story-title"
      padding="xl"
      background="surface"
      radius="lg"
      border="default"
    >
      <Heading level={2} size="lg" id="box-story-title">
        Our Services
      </Heading>
      <Text variant="muted">A section element with themed padding, surface and border.</Text>
    </Box>
  ),
};

export const LongText: Story = {
  render: () => (
    <Box padding="md" background="surface" border="default" radius="md" style={{ maxWidth: 280 }}>
      <Text>
        A narrow box holding a long unbroken string:
        https://brightlane.example/a/very/long/path/that/keeps/going/and/going
      </Text>
    </Box>
  ),
};

/** Every surface in both theme scopes; the axe run checks the text on each. */
export const Contrast: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <Box
          key={scope}
          className={scope}
          background="background"
          padding="md"
          style={{ display: 'grid', gap: 8 }}
        >
          {boxBackgrounds.map((background) => (
            <Box
              key={background}
              background={background}
              border="default"
              radius="md"
              padding="sm"
              shadow="sm"
            >
              <Text size="sm">{background}</Text>
              <Text size="sm" variant="muted">
                muted text on {background}
              </Text>
            </Box>
          ))}
        </Box>
      ))}
    </div>
  ),
};
