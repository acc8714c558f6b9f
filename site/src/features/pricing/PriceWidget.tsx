import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { pricePackages, projectGoalLabels, projectGoals } from '@brightlane/contract';
import type { ProjectGoal } from '@brightlane/contract';
import { Heading, RadioCardGroup } from '@brightlane/ui';
import type { HeadingLevel } from '@brightlane/ui';
import { CartIcon, CloudIcon, CodeIcon, MonitorIcon } from '../marketing/icons.tsx';
import * as styles from './PriceWidget.css.ts';

/**
 * The widget's options, in order: the service key, its card title, and its base price (whole
 * dollars) and description from the contract's `pricePackages` (docs/product/spec.md §9: website 500,
 * ecommerce 900, software 1900, cloud 2500), so the quote builder and this widget agree.
 */
export const priceWidgetOptions = projectGoals.map((value) => ({
  value,
  title: projectGoalLabels[value],
  price: pricePackages[value].price,
  description: pricePackages[value].description,
}));

/** The widget's copy; exact strings are asserted by tests. */
export const priceWidgetCopy = {
  title: 'Estimate Your Project',
  intro: 'Pick the service you need to see its starting price.',
  groupLabel: 'Service',
  resultLabel: 'Estimated price',
  noSelection: 'Select a service to see its estimated price.',
  note: 'A starting price for the selected service. Your free quote gives the exact figure for your project.',
} as const;

/**
 * Whole dollars as the site shows prices everywhere: '$500', '$1,900', '$0', grouped as en-AU
 * groups them, so the pre-rendered HTML and the browser print the same text. Grouped by hand:
 * the browser's first `toLocaleString` sets up its locale data, about 50 ms of main thread on a
 * slow phone, in the middle of hydration.
 */
export function formatPrice(amount: number): string {
  return `$${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const icons: Record<ProjectGoal, ReactNode> = {
  website: <MonitorIcon size={20} />,
  ecommerce: <CartIcon size={20} />,
  software: <CodeIcon size={20} />,
  cloud: <CloudIcon size={20} />,
};

function isProjectGoal(value: string): value is ProjectGoal {
  return (projectGoals as readonly string[]).includes(value);
}

export interface PriceWidgetProps {
  /** Level of the widget's title in the page outline. Default 2. */
  headingLevel?: HeadingLevel;
  /** Shown under the result, e.g. a link to the quote form. */
  action?: ReactNode;
}

/**
 * The estimated-price widget (docs/product/spec.md §1, §9): one card per service; nothing is selected at
 * first and the price reads $0. The result sits in a polite live region, so a screen reader
 * announces the new price and its description after each choice.
 */
export function PriceWidget({ headingLevel = 2, action }: PriceWidgetProps) {
  const titleId = useId();
  const [selected, setSelected] = useState<ProjectGoal | ''>('');
  const option = priceWidgetOptions.find((o) => o.value === selected);

  return (
    <section className={styles.widget} aria-labelledby={titleId}>
      <div>
        <Heading level={headingLevel} size="xl" id={titleId}>
          {priceWidgetCopy.title}
        </Heading>
        <p className={styles.intro}>{priceWidgetCopy.intro}</p>
        <RadioCardGroup
          label={priceWidgetCopy.groupLabel}
          hideLabel
          columns={2}
          // '' rather than undefined: the group stays controlled with nothing checked.
          value={selected}
          onValueChange={(value) => setSelected(isProjectGoal(value) ? value : '')}
          options={priceWidgetOptions.map(({ value, title, price }) => ({
            value,
            title,
            description: `From ${formatPrice(price)}`,
            icon: icons[value],
          }))}
        />
      </div>
      <div>
        <div className={styles.result} role="status" aria-live="polite" aria-atomic="true">
          <span className={styles.resultLabel}>{priceWidgetCopy.resultLabel}</span>
          <span className={styles.price}>{formatPrice(option?.price ?? 0)}</span>
          <span className={styles.description}>
            {option?.description ?? priceWidgetCopy.noSelection}
          </span>
        </div>
        <p className={styles.note}>{priceWidgetCopy.note}</p>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </section>
  );
}
