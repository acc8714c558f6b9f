import * as RadixAccordion from '@radix-ui/react-accordion';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { createContext, useContext } from 'react';
import * as styles from './Accordion.css.ts';

export const accordionVariants = ['divided', 'card'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

/*
 * Radix Accordion (WAI-ARIA accordion pattern) with our look. Radix owns the state, ids, ARIA,
 * keyboard and the measured height (`--radix-accordion-content-height`, which the keyframes in
 * Accordion.css.ts animate); we add what it lacks: a variant, the heading level around each
 * trigger, and `collapsible` on by default.
 */

type AccordionStyle = {
  variant: (typeof accordionVariants)[number];
  headingLevel: (typeof accordionHeadingLevels)[number];
};

// The look is chosen once on the root and read by the items, triggers and contents.
const AccordionStyleContext = createContext<AccordionStyle>({
  variant: 'divided',
  headingLevel: 3,
});

type AccordionOwnProps = {
  /** divided (default): rules between items; card: each item a bordered card. */
  variant?: (typeof accordionVariants)[number];
  /** Heading level wrapping each trigger, to fit the page outline (e.g. 2 under an h1 'FAQ'). Default 3. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
};

/**
 * Radix's own props: `type` 'single' (one open at a time; `collapsible` defaults to true
 * here, so the open item can be closed again) or 'multiple'; `value`/`defaultValue`/
 * `onValueChange` for controlled and uncontrolled use; `disabled` for every item;
 * `orientation` (which arrow keys move between triggers) and `dir`.
 */
export type AccordionProps = ComponentProps<typeof RadixAccordion.Root> & AccordionOwnProps;

/** Collapsible sections (Radix Accordion), e.g. the six FAQ questions. */
export function Accordion({
  variant = 'divided',
  headingLevel = 3,
  className,
  ...rest
}: AccordionProps) {
  const classes = clsx(styles.root({ variant }), className);
  return (
    <AccordionStyleContext.Provider value={{ variant, headingLevel }}>
      {rest.type === 'single' ? (
        <RadixAccordion.Root collapsible {...rest} className={classes} data-variant={variant} />
      ) : (
        <RadixAccordion.Root {...rest} className={classes} data-variant={variant} />
      )}
    </AccordionStyleContext.Provider>
  );
}

/** `value` identifies the item in the root's value; `disabled` disables this item. */
export type AccordionItemProps = ComponentProps<typeof RadixAccordion.Item>;

/** One section; `value` identifies it in the root's value. */
export function AccordionItem({ className, ...rest }: AccordionItemProps) {
  const { variant } = useContext(AccordionStyleContext);
  return <RadixAccordion.Item {...rest} className={clsx(styles.item({ variant }), className)} />;
}

export type AccordionTriggerProps = ComponentProps<typeof RadixAccordion.Trigger>;

/** The question: a button inside a heading, with a chevron that turns when open. */
export function AccordionTrigger({ className, children, ...rest }: AccordionTriggerProps) {
  const { variant, headingLevel } = useContext(AccordionStyleContext);
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger {...rest} className={clsx(styles.trigger({ variant }), className)}>
          {children}
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

/**
 * `forceMount` keeps the answer in the DOM while closed (e.g. for search engines and readers
 * without JavaScript); the page then hides a closed one itself, by `[data-state="closed"]`.
 */
export type AccordionContentProps = ComponentProps<typeof RadixAccordion.Content>;

/**
 * The answer. Animates its height open and closed (not under reduced motion) through
 * `--radix-accordion-content-height`; Radix keeps a closing answer in the DOM until its
 * animation ends.
 */
export function AccordionContent({ className, children, ...rest }: AccordionContentProps) {
  const { variant } = useContext(AccordionStyleContext);
  return (
    <RadixAccordion.Content {...rest} className={clsx(styles.content, className)}>
      <div className={styles.contentInner({ variant })}>{children}</div>
    </RadixAccordion.Content>
  );
}
