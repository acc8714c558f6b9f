import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cloud, Code2, Search, ShoppingCart } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import {
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  cardPaddings,
  cardRadii,
  cardVariants,
} from './Card.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
    radius: { control: 'inline-radio', options: cardRadii },
  },
  args: {
    style: { maxWidth: 360 },
    children: (
      <>
        <CardHeader>
          <CardTitle>Custom Web Development</CardTitle>
          <CardDescription>Fast, secure sites built mobile-first.</CardDescription>
        </CardHeader>
        <CardBody>
          <p>From a five-page brochure site to a full web application, built to your brief.</p>
        </CardBody>
        <CardFooter>
          <Button variant="soft" size="sm">
            Learn more
          </Button>
        </CardFooter>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
  alignItems: 'stretch',
} as const;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={row}>
      {cardVariants.map((variant) => (
        <Card key={variant} {...args} variant={variant} style={undefined}>
          <CardHeader>
            <CardTitle>{`Variant ${variant}`}</CardTitle>
            <CardDescription>Surface, border and shadow.</CardDescription>
          </CardHeader>
          <CardBody>Content sits on the card surface.</CardBody>
        </Card>
      ))}
    </div>
  ),
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ ...row, alignItems: 'start' }}>
      {cardPaddings.map((padding) => (
        <Card key={padding} {...args} padding={padding} style={undefined}>
          <CardBody>{`Padding ${padding}`}</CardBody>
        </Card>
      ))}
    </div>
  ),
};

export const Radii: Story = {
  render: (args) => (
    <div style={row}>
      {cardRadii.map((radius) => (
        <Card key={radius} {...args} radius={radius} variant="elevated" style={undefined}>
          <CardBody>{`Radius ${radius}`}</CardBody>
        </Card>
      ))}
    </div>
  ),
};

/**
 * Rest, hover and focus shown statically (the pseudo-states addon, `data-pseudo`), selected and
 * selected + hover.
 */
export const States: Story = {
  render: (args) => (
    <div style={row}>
      {(
        [
          ['Rest', {}],
          ['Hover', { 'data-pseudo': 'hover' }],
          ['Focus', { 'data-pseudo': 'focus' }],
          ['Selected', { selected: true }],
          ['Selected hover', { selected: true, 'data-pseudo': 'hover' }],
        ] as const
      ).map(([name, props]) => (
        <Card key={name} {...args} {...props} interactive style={undefined}>
          <CardHeader>
            <CardTitle>{name}</CardTitle>
            <CardDescription>Website — from $500</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
};

/** The whole card is a link: `asChild` keeps the real <a> (keyboard focus, open in new tab). */
export const InteractiveLink: Story = {
  render: (args) => (
    <div style={row}>
      {[
        {
          icon: <Code2 />,
          title: 'Web Development',
          text: 'Performance, security, mobile-first.',
          href: '#web-development',
        },
        {
          icon: <Search />,
          title: 'SEO',
          text: 'Technical audits, keyword research, local SEO.',
          href: '#seo',
        },
        {
          icon: <ShoppingCart />,
          title: 'eCommerce',
          text: 'Shopify, WooCommerce or custom.',
          href: '#ecommerce',
        },
        {
          icon: <Cloud />,
          title: 'Cloud Services',
          text: 'Migration, security and optimisation.',
          href: '#cloud',
        },
      ].map((s) => (
        <Card key={s.title} {...args} interactive asChild style={undefined}>
          <a href={s.href}>
            <span aria-hidden="true" style={{ color: vars.color.brandText }}>
              {s.icon}
            </span>
            <CardHeader>
              <CardTitle>{s.title}</CardTitle>
              <CardDescription>{s.text}</CardDescription>
            </CardHeader>
          </a>
        </Card>
      ))}
    </div>
  ),
};

/** The profile's 'Your Stats' card (docs/product/spec.md §2). */
export const Stats: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Your Stats</CardTitle>
        </CardHeader>
        <CardBody>
          <dl
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 12,
              margin: 0,
              textAlign: 'center',
            }}
          >
            {[
              ['Projects', 12],
              ['Active', 3],
              ['Completed', 9],
            ].map(([term, value]) => (
              <div key={term} style={{ display: 'grid', gap: 4 }}>
                <dt style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm, order: 2 }}>
                  {term}
                </dt>
                <dd
                  style={{
                    margin: 0,
                    fontSize: vars.fontSize.xxl,
                    fontWeight: vars.fontWeight.bold,
                  }}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </CardBody>
      </>
    ),
  },
};

export const WithHeaderActionAndDivider: Story = {
  args: {
    variant: 'elevated',
    style: { maxWidth: 420 },
    children: (
      <>
        <CardHeader
          action={
            <Button size="sm" variant="ghost">
              Edit
            </Button>
          }
        >
          <CardTitle>Account Security</CardTitle>
          <CardDescription>Password and two-factor authentication.</CardDescription>
        </CardHeader>
        <CardBody>
          <p>Two-factor authentication adds a second step to signing in.</p>
        </CardBody>
        <CardFooter divider justify="between">
          <Button variant="outline" size="sm">
            Change Password
          </Button>
          <Button size="sm">Enable Two-Factor Authentication</Button>
        </CardFooter>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    style: { maxWidth: 280 },
    children: (
      <>
        <CardHeader>
          <CardTitle>
            An exceptionally long card title that has to wrap over several lines
          </CardTitle>
          <CardDescription>
            Supercalifragilisticexpialidocious-words-without-spaces-wrap-too
          </CardDescription>
        </CardHeader>
        <CardBody>
          Body copy keeps its rhythm however long it runs: cards stretch to their content and
          footers stay at the bottom.
        </CardBody>
      </>
    ),
  },
};

export const Empty: Story = { args: { children: null, style: { maxWidth: 360, minHeight: 120 } } };

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 12, padding: 16, background: vars.color.background }}
        >
          {cardVariants.map((variant) => (
            <Card key={variant} {...args} variant={variant} style={undefined} />
          ))}
          <Card {...args} selected style={undefined} />
        </div>
      ))}
    </div>
  ),
};
