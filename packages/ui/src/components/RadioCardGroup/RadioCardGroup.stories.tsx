import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Briefcase,
  Cloud,
  Code,
  Cpu,
  Ellipsis,
  Globe,
  HeartPulse,
  ShoppingCart,
  Store,
} from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { RadioCardGroup, RadioCardGroupItem, radioCardGroupColumns } from './RadioCardGroup.tsx';
import type { RadioCardOption } from './RadioCardGroup.tsx';

// The quote builder's choices (docs/product/spec.md §3, §5); labels as in the contract package.
const projectTypes: RadioCardOption[] = [
  {
    value: 'website',
    title: 'Website',
    description: 'A fast, accessible site for your business',
    icon: <Globe size={20} />,
  },
  {
    value: 'ecommerce',
    title: 'E-commerce',
    description: 'An online store with payments and stock',
    icon: <ShoppingCart size={20} />,
  },
  {
    value: 'software',
    title: 'Custom Software',
    description: 'Web apps and internal tools',
    icon: <Code size={20} />,
  },
  {
    value: 'cloud',
    title: 'Cloud Solutions',
    description: 'Hosting, migration and infrastructure',
    icon: <Cloud size={20} />,
  },
];

const businessTypes: RadioCardOption[] = [
  { value: 'retail', title: 'Retail', icon: <Store size={20} /> },
  { value: 'professional', title: 'Professional Services', icon: <Briefcase size={20} /> },
  { value: 'healthcare', title: 'Healthcare', icon: <HeartPulse size={20} /> },
  { value: 'technology', title: 'Technology', icon: <Cpu size={20} /> },
  { value: 'other', title: 'Other', icon: <Ellipsis size={20} /> },
];

const scopes: RadioCardOption[] = [
  { value: 'small', title: 'Small (1-2 weeks)', description: 'A landing page or a few changes' },
  { value: 'medium', title: 'Medium (3-8 weeks)', description: 'A full site or a focused app' },
  { value: 'large', title: 'Large (8+ weeks)', description: 'A platform, store or migration' },
];

const meta = {
  title: 'Components/Forms/RadioCardGroup',
  component: RadioCardGroup,
  tags: ['autodocs', 'mobile'],
  args: {
    label: 'What type of project do you need?',
    options: projectTypes,
    columns: 2,
    onValueChange: fn(),
  },
  argTypes: {
    columns: { control: 'inline-radio', options: radioCardGroupColumns },
    options: { control: false },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof RadioCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Quote step 1: project type, four across on wide screens. */
export const ProjectType: Story = {
  args: { columns: 4, defaultValue: 'ecommerce', required: true },
};

/** Quote step 2: industry and scope. */
export const BusinessTypeAndScope: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RadioCardGroup
        {...args}
        label="What industry are you in?"
        options={businessTypes}
        columns={3}
        defaultValue="healthcare"
        required
      />
      <RadioCardGroup
        {...args}
        label="How big is the project?"
        options={scopes}
        columns={3}
        required
      />
    </div>
  ),
};

export const Columns: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {radioCardGroupColumns.map((columns) => (
        <RadioCardGroup
          key={columns}
          {...args}
          label={`${columns} column${columns > 1 ? 's' : ''}`}
          columns={columns}
        />
      ))}
    </div>
  ),
};

/**
 * A group in a narrow column (a form beside another, as on a contact page): `columns` is a
 * maximum. Each card keeps at least 10rem, so three columns become one rather than squeezing
 * a title's words under the radio.
 */
export const InANarrowColumn: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 320 }}>
      <RadioCardGroup
        {...args}
        label="What industry are you in?"
        options={businessTypes}
        columns={3}
        defaultValue="professional"
      />
      <RadioCardGroup {...args} label="What do you need?" columns={2} />
    </div>
  ),
};

/**
 * Hover and focus shown statically (the pseudo-states addon, `data-pseudo`) on single cards;
 * selected, disabled and invalid for real.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <RadioCardGroup
        {...args}
        label="Card states"
        options={undefined}
        columns={3}
        defaultValue="selected"
      >
        <RadioCardGroupItem
          value="rest"
          title="Rest"
          description="Not selected"
          icon={<Globe size={20} />}
        />
        <RadioCardGroupItem
          value="hover"
          title="Hover"
          description="Pointer over it"
          icon={<Globe size={20} />}
          data-pseudo="hover"
        />
        <RadioCardGroupItem
          value="focus"
          title="Focus"
          description="Keyboard focus"
          icon={<Globe size={20} />}
          // An item's attributes go to the card, its ref to the radio, which is what takes
          // keyboard focus: mark the radio for the pseudo-states addon (data-pseudo).
          ref={(radio) => radio?.setAttribute('data-pseudo', 'focus')}
        />
        <RadioCardGroupItem
          value="selected"
          title="Selected"
          description="The current choice"
          icon={<Globe size={20} />}
        />
        <RadioCardGroupItem
          value="disabled"
          title="Disabled"
          description="Not available"
          icon={<Globe size={20} />}
          disabled
        />
        <RadioCardGroupItem value="plain" title="No icon or description" />
      </RadioCardGroup>
      <RadioCardGroup {...args} label="With hint" hint="You can change this later." />
      <RadioCardGroup {...args} label="Invalid" error="Please select a project type" required />
      <RadioCardGroup {...args} label="Disabled group" disabled defaultValue="website" />
    </div>
  ),
};

export const Invalid: Story = { args: { error: 'Please select a project type', required: true } };

export const LongText: Story = {
  args: {
    label:
      'Which of these best describes the kind of work you would like us to quote for, taking into account everything you know today?',
    columns: 3,
    defaultValue: 'a',
    options: [
      {
        value: 'a',
        title: 'A complete redesign and rebuild of an existing multilingual website',
        description:
          'Including content migration, redirects for every old address, new analytics and training for your team.',
        icon: <Globe size={20} />,
      },
      {
        value: 'b',
        title: 'Supercalifragilisticexpialidocious-integration',
        description: 'Unbroken long words wrap.',
      },
      { value: 'c', title: 'Short', description: 'Cards in a row share the tallest height.' },
    ],
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: 'website' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Native radios sharing a name: Tab enters at the checked one, arrows move and select.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Website' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('radio', { name: 'Cloud Solutions' })).toBeChecked(),
    );
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'E-commerce' })).toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'E-commerce' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ecommerce');
  },
};

export const Contrast: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          <RadioCardGroup {...args} label="Selected" defaultValue="website" hint="Hint text" />
          <RadioCardGroup
            {...args}
            label="Invalid"
            options={scopes.slice(0, 2)}
            error="Please select project scope"
          />
        </div>
      ))}
    </div>
  ),
};
