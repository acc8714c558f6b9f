import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { createContext, useContext } from 'react';
import * as styles from './Tabs.css.ts';

export const tabsVariants = ['underline', 'pill'] as const;
export const tabsSizes = ['sm', 'md'] as const;
/** States a story can force statically, since :hover and :focus-visible cannot be screenshotted. */
export const tabsForcedStates = ['hover', 'focus'] as const;

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

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
      <RadixTabs.Root className={join(styles.root, className)} data-variant={variant} {...rest} />
    </TabsStyleContext.Provider>
  );
}

/** The row of triggers. Give it an `aria-label` (e.g. 'Job types') when no heading names the tabs. */
export function TabsList({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  const { variant, block } = useContext(TabsStyleContext);
  return <RadixTabs.List className={join(styles.list({ variant, block }), className)} {...rest} />;
}

export interface TabsTriggerProps extends ComponentProps<typeof RadixTabs.Trigger> {
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof tabsForcedStates)[number];
}

/** One tab. `value` links it to the TabsContent with the same value. */
export function TabsTrigger({ forceState, className, ...rest }: TabsTriggerProps) {
  const { variant, size, block } = useContext(TabsStyleContext);
  return (
    <RadixTabs.Trigger
      className={join(
        styles.trigger({ variant, size, block }),
        forceState === 'focus' && styles.forcedFocus,
        className,
      )}
      data-force-state={forceState === 'hover' ? 'hover' : undefined}
      {...rest}
    />
  );
}

/** The panel for one tab; focusable so keyboard users can reach content without controls. */
export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={join(styles.content, className)} {...rest} />;
}
