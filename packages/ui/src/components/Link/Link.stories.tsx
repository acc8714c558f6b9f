import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, within } from 'storybook/test';
import { Link, linkTones, linkUnderlines, linkVariants } from './Link.tsx';
import type { LinkProps } from './Link.tsx';
import { Text } from '../Text/Text.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** Stands in for a router's Link (the package must not depend on the site's router). */
function RouterLink({ to, children, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Components/Typography/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/contact', children: 'Contact us' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    variant: { control: 'inline-radio', options: linkVariants },
    underline: { control: 'inline-radio', options: linkUnderlines },
    target: { control: 'inline-radio', options: [undefined, '_blank'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Links in running text are always underlined, so colour is not the only cue. */
export const InText: Story = {
  render: (args) => (
    <Text style={{ maxWidth: 520 }}>
      Have a question about timelines or pricing? Read the{' '}
      <Link {...args} href="/faq">
        frequently asked questions
      </Link>{' '}
      or <Link {...args}>contact us</Link>; we reply within 24 hours.
    </Text>
  ),
};

/** Every tone (meaning), then the muted variant (prominence); `inherit` is in Contrast. */
const colours: { name: string; props: Pick<LinkProps, 'tone' | 'variant'> }[] = [
  ...linkTones.map((tone) => ({ name: tone, props: { tone } })),
  { name: 'muted', props: { variant: 'muted' } },
];

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {colours.map(({ name, props }) => (
        <Link key={name} {...args} {...props}>
          {`${name} link`}
        </Link>
      ))}
    </div>
  ),
};

/** Underline on hover only: for navigation lists, where position already says "link". */
export const UnderlineOnHover: Story = {
  args: { underline: 'hover', tone: 'neutral' },
  render: (args) => (
    <nav aria-label="Company">
      <ul style={{ display: 'flex', gap: 24, listStyle: 'none', padding: 0 }}>
        {['About', 'Portfolio', 'Blog', 'Careers'].map((label) => (
          <li key={label}>
            <Link {...args} href={`/${label.toLowerCase()}`}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ),
};

/**
 * Hover and keyboard focus for each underline style, shown by the pseudo-states addon
 * (`data-pseudo`, see .storybook/pseudoStates.ts).
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {linkUnderlines.map((underline) => (
        <div key={underline} style={{ display: 'flex', gap: 24 }}>
          <Link {...args} underline={underline}>
            {`Rest (${underline})`}
          </Link>
          {(['Hover', 'Focus'] as const).map((name) => (
            <Link key={name} {...args} underline={underline} data-pseudo={name.toLowerCase()}>
              {`${name} (${underline})`}
            </Link>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** A new tab: icon, screen-reader note and rel="noopener noreferrer". */
export const External: Story = {
  args: {
    href: 'https://www.example.com/brightlane',
    target: '_blank',
    children: 'Follow us on LinkedIn',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Follow us on LinkedIn (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** `asChild` styles a router link; here a stand-in that renders an anchor. */
export const AsChild: Story = {
  render: (args) => (
    <Text>
      Already have an account?{' '}
      <Link {...args} asChild>
        <RouterLink to="/login">Sign In</RouterLink>
      </Link>
    </Text>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <Text style={{ maxWidth: 300 }}>
      See{' '}
      <Link {...args} href="/services/web-development">
        our complete guide to custom web development, responsive design and search engine
        optimisation
      </Link>{' '}
      for details.
    </Text>
  ),
};

/** Every tone and variant on the page background and a sunken surface in both themes, plus `inherit` on a solid brand banner. */
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
          {(['background', 'surfaceSunken'] as const).map((surface) => (
            <div
              key={surface}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 16,
                padding: 12,
                borderRadius: 8,
                background: vars.color[surface],
              }}
            >
              {colours.map(({ name, props }) => (
                <Link key={name} href="/contact" {...props}>
                  {name}
                </Link>
              ))}
            </div>
          ))}
          <div
            style={{
              padding: 12,
              borderRadius: 8,
              background: vars.color.brand,
              color: vars.color.onBrand,
            }}
          >
            <Text as="span" size="sm" style={{ color: 'inherit' }}>
              Free consultation this month.{' '}
              <Link href="/contact" variant="inherit">
                Book now
              </Link>
            </Text>
          </div>
        </div>
      ))}
    </div>
  ),
};
