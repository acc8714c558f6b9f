import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Pagination, paginationSizes } from './Pagination.tsx';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  tags: ['autodocs', 'mobile'],
  args: { page: 3, pageCount: 5, totalLabel: '42 results', onPageChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: paginationSizes },
    getHref: { control: false },
    pageLabel: { control: false },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful, as a page uses it: Previous and Next move through five pages. */
export const Playground: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
};

export const MiddlePage: Story = {};

/** Previous is unavailable on the first page. */
export const FirstPage: Story = { args: { page: 1 } };

/** Next is unavailable on the last page. */
export const LastPage: Story = { args: { page: 5 } };

/** One page of results: both controls unavailable. */
export const SinglePage: Story = { args: { page: 1, pageCount: 1, totalLabel: '7 results' } };

export const WithoutTotal: Story = { args: { totalLabel: undefined } };

/** Links instead of buttons: the page is in the URL (`?page=3`). */
export const LinkMode: Story = {
  args: { getHref: (page) => `?page=${page}` },
};

export const LinkModeFirstPage: Story = {
  args: { page: 1, getHref: (page) => `?page=${page}` },
};

export const Small: Story = { args: { size: 'sm' } };

/** Custom wording, e.g. for another language. */
export const CustomLabels: Story = {
  args: {
    label: 'Seiten',
    previousLabel: 'Zurück',
    nextLabel: 'Weiter',
    pageLabel: (page, count) => `Seite ${page} von ${count}`,
    totalLabel: '42 Ergebnisse',
  },
};

export const KeyboardPaging: Story = {
  ...Playground,
  args: { page: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 5 of 5')).toBeInTheDocument();
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    // Focus stays on Next, now unavailable, instead of falling to <body>.
    await expect(next).toHaveFocus();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
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
          {/* Unique landmark names: six navigations share one page here. */}
          <Pagination {...args} page={1} label={`First page, ${name}`} />
          <Pagination {...args} label={`Middle page, ${name}`} />
          <Pagination
            {...args}
            page={5}
            label={`Last page as links, ${name}`}
            getHref={(page) => `?page=${page}`}
          />
        </div>
      ))}
    </div>
  ),
};
