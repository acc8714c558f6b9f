import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsSizes, tabsVariants } from './Tabs.tsx';
import type { TabsProps } from './Tabs.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The careers page's three tabs (docs/product/spec.md §2). */
const jobs = [
  {
    value: 'fulltime',
    label: 'Full-Time',
    role: 'Senior Front-End Developer',
    text: 'Build fast, accessible sites for our clients, in the office or remote.',
  },
  {
    value: 'parttime',
    label: 'Part-Time',
    role: 'UI/UX Designer (3 days)',
    text: 'Shape interfaces and design systems for web and mobile projects.',
  },
  {
    value: 'sales',
    label: 'Sales',
    role: 'Account Executive',
    text: 'Help Melbourne businesses find the right web solution.',
  },
] as const;

function CareersPanels() {
  return jobs.map((job) => (
    <TabsContent key={job.value} value={job.value}>
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <h3 style={{ fontSize: vars.fontSize.lg }}>{job.role}</h3>
        <p style={{ color: vars.color.textMuted }}>{job.text}</p>
        <Button>Apply Now</Button>
      </div>
    </TabsContent>
  ));
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { defaultValue: 'fulltime', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: tabsVariants },
    size: { control: 'inline-radio', options: tabsSizes },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Job types">
        {jobs.map((job) => (
          <TabsTrigger key={job.value} value={job.value}>
            {job.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <CareersPanels />
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Pill: Story = { args: { variant: 'pill' } };

export const PillBlock: Story = {
  args: { variant: 'pill', block: true },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};

export const Small: Story = { args: { size: 'sm' } };

/**
 * Rest, hover and focus shown statically (the pseudo-states addon, `data-pseudo`), plus active and
 * disabled, in both variants.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tabsVariants.map((variant) => (
        <Tabs key={variant} {...args} variant={variant} defaultValue="active">
          <TabsList aria-label={`States (${variant})`}>
            <TabsTrigger value="active">Active</TabsTrigger>
            <TabsTrigger value="rest">Rest</TabsTrigger>
            <TabsTrigger value="hover" data-pseudo="hover">
              Hover
            </TabsTrigger>
            <TabsTrigger value="focus" data-pseudo="focus">
              Focus
            </TabsTrigger>
            <TabsTrigger value="disabled" disabled>
              Disabled
            </TabsTrigger>
          </TabsList>
          {['active', 'rest', 'hover', 'focus', 'disabled'].map((value) => (
            <TabsContent
              key={value}
              value={value}
            >{`The ${value} panel (${variant}).`}</TabsContent>
          ))}
        </Tabs>
      ))}
    </div>
  ),
};

/** Many tabs in a narrow space scroll sideways. */
export const Overflow: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Tabs {...args} defaultValue="cloud">
        <TabsList aria-label="Services">
          {['Cloud Services', 'SEO', 'Web Development', 'eCommerce', 'Support'].map((label) => (
            <TabsTrigger key={label} value={label === 'Cloud Services' ? 'cloud' : label}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="cloud">
          Migration, security and optimisation on AWS, Azure or GCP.
        </TabsContent>
        {['SEO', 'Web Development', 'eCommerce', 'Support'].map((label) => (
          <TabsContent key={label} value={label}>{`${label} services.`}</TabsContent>
        ))}
      </Tabs>
    </div>
  ),
};

function ControlledTabs(props: TabsProps) {
  const [value, setValue] = useState('sales');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <p style={{ color: vars.color.textMuted }}>{`Selected: ${value}`}</p>
      <Tabs {...props} value={value} onValueChange={setValue} defaultValue={undefined}>
        <TabsList aria-label="Job types">
          {jobs.map((job) => (
            <TabsTrigger key={job.value} value={job.value}>
              {job.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <CareersPanels />
      </Tabs>
    </div>
  );
}

export const Controlled: Story = { render: (args) => <ControlledTabs {...args} /> };

/** Keyboard: Tab into the list, arrows move and activate, Tab again reaches the panel. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Full-Time' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const partTime = canvas.getByRole('tab', { name: 'Part-Time' });
    await expect(partTime).toHaveFocus();
    await expect(partTime).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('parttime');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Sales' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Sales' })).toBeVisible();
  },
};

export const PointerSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Sales' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Sales' })).toHaveTextContent(
      'Account Executive',
    );
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'grid',
            gap: 24,
            padding: 16,
            background: vars.color.background,
            color: vars.color.text,
          }}
        >
          {tabsVariants.map((variant) => (
            <Tabs key={variant} {...args} variant={variant}>
              <TabsList aria-label={`Job types (${variant}, ${scope})`}>
                {jobs.map((job) => (
                  <TabsTrigger key={job.value} value={job.value}>
                    {job.label}
                  </TabsTrigger>
                ))}
              </TabsList>
              <CareersPanels />
            </Tabs>
          ))}
        </div>
      ))}
    </div>
  ),
};
