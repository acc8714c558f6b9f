import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Text } from '../Text/Text.tsx';
import { SearchField, searchFieldSizes } from './SearchField.tsx';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  tags: ['autodocs', 'mobile'],
  args: {
    label: 'Search messages',
    placeholder: 'Name, e-mail or message',
    onValueChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: searchFieldSizes },
  },
  decorators: [
    // A toolbar above a list is about this wide.
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Text typed in: the clear button appears. */
export const WithText: Story = { args: { defaultValue: 'jane@example.com' } };

/** The label hidden on screen (the placeholder and the icon say it), still the accessible name. */
export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'omar' } };

export const WithHint: Story = { args: { hint: 'Searches names, e-mail addresses and messages.' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {searchFieldSizes.map((size) => (
        <SearchField key={size} {...args} size={size} label={`Search (${size})`} />
      ))}
      {searchFieldSizes.map((size) => (
        <SearchField
          key={`${size}-text`}
          {...args}
          size={size}
          label={`Search with text (${size})`}
          defaultValue="winterbottom"
        />
      ))}
    </div>
  ),
};

/**
 * Hover and focus shown statically (the pseudo-states addon, `data-pseudo`) for review and
 * screenshots.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <SearchField {...args} label="Empty" />
      <SearchField {...args} label="Hover" data-pseudo="hover" />
      <SearchField {...args} label="Focus" data-pseudo="focus" defaultValue="jane" />
      <SearchField {...args} label="Disabled" disabled />
      <SearchField {...args} label="Disabled with text" disabled defaultValue="jane" />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jane' } };

export const LongText: Story = {
  args: {
    label: 'Search every quote, contact message and job application received since the launch',
    defaultValue: 'alexandra.winterbottom-featherstonehaugh@very-long-company-name.example.com',
  },
};

const names = ['Jane Doe', 'Omar Haddad', 'Mei Lin', 'Alexandra Winterbottom'];

/** Controlled, filtering a list after the 300 ms pause. */
export const FilteringAList: Story = {
  render: function Render(args) {
    const [query, setQuery] = useState('');
    const shown = names.filter((name) => name.toLowerCase().includes(query.toLowerCase()));
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <SearchField
          {...args}
          value={query}
          onValueChange={(value) => {
            setQuery(value);
            args.onValueChange?.(value);
          }}
        />
        <Text size="sm" variant="muted" aria-live="polite">
          {shown.length} of {names.length} shown
        </Text>
        <ul style={{ margin: 0, color: vars.color.text }}>
          {shown.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    );
  },
};

export const TypeClearAndSubmit: Story = {
  ...FilteringAList,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search messages' });
    await userEvent.type(input, 'mei');
    await waitFor(() => expect(canvas.getByText('1 of 4 shown')).toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('mei');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByText('4 of 4 shown')).toBeInTheDocument();
    await userEvent.keyboard('omar{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('omar');
    await expect(canvas.getByText('1 of 4 shown')).toBeInTheDocument();
  },
};

/** Both themes side by side, whatever the toolbar says. */
export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid' }}>
      {[
        { scope: lightTheme, name: 'light' },
        { scope: darkTheme, name: 'dark' },
      ].map(({ scope, name }) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          {/* Each label names a search landmark, so they differ by theme too. */}
          <SearchField {...args} label={`Empty (${name})`} />
          <SearchField {...args} label={`With text (${name})`} defaultValue="jane" />
          <SearchField
            {...args}
            label={`Focus (${name})`}
            data-pseudo="focus"
            defaultValue="jane"
          />
          <SearchField {...args} label={`Disabled (${name})`} disabled defaultValue="jane" />
        </div>
      ))}
    </div>
  ),
};
