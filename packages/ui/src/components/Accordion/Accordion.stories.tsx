import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  accordionVariants,
} from './Accordion.tsx';
import type { AccordionProps } from './Accordion.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** Six FAQ items, with the timelines of docs/product/spec.md §9. */
const faq = [
  {
    value: 'timeline',
    q: 'How long does it take to build a website?',
    a: 'A basic website takes 4-6 weeks. Complex applications take 3-6 months, depending on scope.',
  },
  {
    value: 'cost',
    q: 'How much does a website cost?',
    a: 'A basic website package starts at $500. Use the price widget or request a free quote for an estimate.',
  },
  {
    value: 'hosting',
    q: 'Do you provide hosting and maintenance?',
    a: 'Yes. We host on AWS, Azure or GCP and offer monthly maintenance plans.',
  },
  {
    value: 'seo',
    q: 'Will my website be optimised for search engines?',
    a: 'Every site ships with technical SEO: fast pages, clean markup, a sitemap and structured data.',
  },
  {
    value: 'mobile',
    q: 'Will my website work on phones?',
    a: 'Yes. We design mobile-first, so every page works from a 320 px phone to a wide desktop.',
  },
  {
    value: 'content',
    q: 'Can I update the content myself?',
    a: 'Yes. We can build on a content management system so you can edit pages and posts yourself.',
  },
] as const;

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { type: 'single', headingLevel: 3 },
  argTypes: { variant: { control: 'inline-radio', options: accordionVariants } },
  decorators: [
    (Story, { name }) =>
      name === 'Contrast' ? Story() : <div style={{ maxWidth: 720 }}>{Story()}</div>,
  ],
  render: (args: AccordionProps) => (
    <Accordion {...args}>
      {faq.map((item) => (
        <AccordionItem key={item.value} value={item.value}>
          <AccordionTrigger>{item.q}</AccordionTrigger>
          <AccordionContent>{item.a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
// Radix types the root as a union (single | multiple); stories are typed against it directly.
type Story = StoryObj<AccordionProps>;

export const Playground: Story = {};

/** The FAQ page with the first answer open. */
export const FaqFirstOpen: Story = { args: { type: 'single', defaultValue: 'timeline' } };

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['timeline', 'hosting'] },
};

export const Card: Story = { args: { variant: 'card', type: 'single', defaultValue: 'cost' } };

/**
 * Hover and focus shown statically (the pseudo-states addon, `data-pseudo`), plus open and
 * disabled.
 */
export const States: Story = {
  render: (args: AccordionProps) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {accordionVariants.map((variant) => (
        <Accordion
          key={variant}
          headingLevel={args.headingLevel}
          variant={variant}
          type="single"
          defaultValue="open"
        >
          <AccordionItem value="rest">
            <AccordionTrigger>Rest</AccordionTrigger>
            <AccordionContent>Rest content</AccordionContent>
          </AccordionItem>
          <AccordionItem value="hover">
            <AccordionTrigger data-pseudo="hover">Hover</AccordionTrigger>
            <AccordionContent>Hover content</AccordionContent>
          </AccordionItem>
          <AccordionItem value="focus">
            <AccordionTrigger data-pseudo="focus">Focus</AccordionTrigger>
            <AccordionContent>Focus content</AccordionContent>
          </AccordionItem>
          <AccordionItem value="open">
            {/* Open panels are labelled regions; the variant keeps their names unique. */}
            <AccordionTrigger>{`Open (${variant})`}</AccordionTrigger>
            <AccordionContent>The chevron points up while the item is open.</AccordionContent>
          </AccordionItem>
          <AccordionItem value="disabled" disabled>
            <AccordionTrigger>Disabled</AccordionTrigger>
            <AccordionContent>Never shown</AccordionContent>
          </AccordionItem>
        </Accordion>
      ))}
    </div>
  ),
};

export const LongText: Story = {
  args: { type: 'single', defaultValue: 'long' },
  render: (args: AccordionProps) => (
    <Accordion {...args}>
      <AccordionItem value="long">
        <AccordionTrigger>
          What happens if my project needs features that were not in the original quote, such as a
          booking system or a members area?
        </AccordionTrigger>
        <AccordionContent>
          We review the change with you, estimate the extra time and cost, and only go ahead once
          you approve it in writing. Small tweaks are usually included; larger features are quoted
          separately so there are no surprises on the final invoice.
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};

/** Pointer: opening one closes the other (single); the chevron turns. */
export const PointerToggle: Story = {
  args: { type: 'single' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: faq[0].q });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faq[0].a)).toBeVisible();
    const second = canvas.getByRole('button', { name: faq[1].q });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard: Tab to a question, arrows move between questions, Enter/Space toggle. */
export const KeyboardToggle: Story = {
  args: { type: 'single' },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: faq[0].q })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: faq[1].q });
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Both themes side by side; each open panel is a region, so each shows a different question. */
export const Contrast: Story = {
  render: (args: AccordionProps) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope, si) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          {accordionVariants.map((variant, vi) => {
            const item = faq[si * 2 + vi]!;
            return (
              <Accordion
                key={variant}
                headingLevel={args.headingLevel}
                type="single"
                variant={variant}
                defaultValue={item.value}
              >
                <AccordionItem value={item.value}>
                  <AccordionTrigger>{item.q}</AccordionTrigger>
                  <AccordionContent>{item.a}</AccordionContent>
                </AccordionItem>
                <AccordionItem value="closed">
                  <AccordionTrigger>{`A closed question (${variant})`}</AccordionTrigger>
                  <AccordionContent>Hidden answer.</AccordionContent>
                </AccordionItem>
              </Accordion>
            );
          })}
        </div>
      ))}
    </div>
  ),
};
