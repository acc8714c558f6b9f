import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { createContext, useContext } from 'react';
import * as styles from './Tabs.css.ts';

/*
 * Radix Tabs (WAI-ARIA tabs pattern) with our look. Radix owns the state, ids, ARIA, roving
 * focus and keyboard; we add what it lacks: a variant, a size and a full-width list.
 */

export const tabsVariants = ['underline', 'pill'] as const;
export const tabsSizes = ['sm', 'md'] as const;

type TabsStyle = {
  variant: (typeof tabsVariants)[number];
  size: (typeof tabsSizes)[number];
  block: boolean;
};

// The look is chosen once on the root and read by the list and triggers.
const TabsStyleContext = createContext<TabsStyle>({
  variant: 'underline',
  size: 'md',
  block: false,
});

/**
 * Radix's own props: `value`/`defaultValue`/`onValueChange` (controlled or uncontrolled),
 * `orientation` (which arrow keys move between triggers: Left/Right by default, or Up/Down),
 * `dir` (in rtl, Left/Right swap) and `activationMode` (automatic, the default: a tab is
 * selected when it gets focus; manual: on Enter, Space or click).
 */
export interface TabsProps extends ComponentProps<typeof RadixTabs.Root> {
  /** underline (default): a line under the active tab; pill: a segmented control. */
  variant?: (typeof tabsVariants)[number];
  /** Trigger height and type size: sm 32 px, md 40 px (default). */
  size?: (typeof tabsSizes)[number];
  /** Triggers share the full width of the list. */
  block?: boolean;
}

/**
 * Tabs (Radix): arrow keys move between triggers, Home/End jump, the active panel follows.
 * Controlled with `value`/`onValueChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({
  variant = 'underline',
  size = 'md',
  block = false,
  className,
  ...rest
}: TabsProps) {
  return (
    <TabsStyleContext.Provider value={{ variant, size, block }}>
      <RadixTabs.Root {...rest} className={clsx(styles.root, className)} data-variant={variant} />
    </TabsStyleContext.Provider>
  );
}

/** `loop` (default true): arrow keys wrap from the last trigger to the first and back. */
export type TabsListProps = ComponentProps<typeof RadixTabs.List>;

/** The row of triggers. Give it an `aria-label` (e.g. 'Job types') when no heading names the tabs. */
export function TabsList({ className, ...rest }: TabsListProps) {
  const { variant, block } = useContext(TabsStyleContext);
  return <RadixTabs.List {...rest} className={clsx(styles.list({ variant, block }), className)} />;
}

export type TabsTriggerProps = ComponentProps<typeof RadixTabs.Trigger>;

/** One tab. `value` links it to the TabsContent with the same value. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  const { variant, size, block } = useContext(TabsStyleContext);
  return (
    <RadixTabs.Trigger
      {...rest}
      className={clsx(styles.trigger({ variant, size, block }), className)}
    />
  );
}

/**
 * `value` links the panel to the TabsTrigger with the same value; `forceMount` keeps its
 * content in the DOM while another tab is selected (hidden).
 */
export type TabsContentProps = ComponentProps<typeof RadixTabs.Content>;

/** The panel for one tab; focusable so keyboard users can reach content without controls. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content {...rest} className={clsx(styles.content, className)} />;
}
