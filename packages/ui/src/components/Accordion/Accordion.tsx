import * as RadixAccordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { createContext, useContext } from 'react';
import * as styles from './Accordion.css.ts';

export const accordionVariants = ['divided', 'card'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
/** States a story can force statically, since :hover and :focus-visible cannot be screenshotted. */
export const accordionForcedStates = ['hover', 'focus'] as const;

type AccordionStyle = {
  variant: (typeof accordionVariants)[number];
  headingLevel: (typeof accordionHeadingLevels)[number];
};

const AccordionStyleContext = createContext<AccordionStyle>({
  variant: 'divided',
  headingLevel: 3,
});

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

type AccordionOwnProps = {
  /** divided (default): rules between items; card: each item a bordered card. */
  variant?: (typeof accordionVariants)[number];
  /** Heading level wrapping each trigger, to fit the page outline (e.g. 2 under an h1 'FAQ'). Default 3. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
};

/**
 * Radix's own props: `type` 'single' (one open at a time; `collapsible` defaults to true
 * here, so the open item can be closed again) or 'multiple'; `value`/`defaultValue`/
 * `onValueChange` for controlled and uncontrolled use.
 */
export type AccordionProps = ComponentProps<typeof RadixAccordion.Root> & AccordionOwnProps;

/** Collapsible sections (Radix Accordion), e.g. the six FAQ questions. */
export function Accordion({
  variant = 'divided',
  headingLevel = 3,
  className,
  ...rest
}: AccordionProps) {
  const classes = join(styles.root({ variant }), className);
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

/** One section; `value` identifies it in the root's value. */
export function AccordionItem({ className, ...rest }: ComponentProps<typeof RadixAccordion.Item>) {
  const { variant } = useContext(AccordionStyleContext);
  return <RadixAccordion.Item className={join(styles.item({ variant }), className)} {...rest} />;
}

export interface AccordionTriggerProps extends ComponentProps<typeof RadixAccordion.Trigger> {
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof accordionForcedStates)[number];
}

/** The question: a button inside a heading, with a chevron that turns when open. */
export function AccordionTrigger({
  forceState,
  className,
  children,
  ...rest
}: AccordionTriggerProps) {
  const { variant, headingLevel } = useContext(AccordionStyleContext);
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger
          className={join(
            styles.trigger({ variant }),
            forceState === 'focus' && styles.forcedFocus,
            className,
          )}
          data-force-state={forceState === 'hover' ? 'hover' : undefined}
          {...rest}
        >
          {children}
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}

/** The answer. Animates its height open and closed (not under reduced motion). */
export function AccordionContent({
  className,
  children,
  ...rest
}: ComponentProps<typeof RadixAccordion.Content>) {
  const { variant } = useContext(AccordionStyleContext);
  return (
    <RadixAccordion.Content className={join(styles.content, className)} {...rest}>
      <div className={styles.contentInner({ variant })}>{children}</div>
    </RadixAccordion.Content>
  );
}
