import type { ComponentProps, FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { createContext, useContext, useId, useMemo, useState } from 'react';
import {
  enabledInOrder,
  moveFocusByKey,
  useTriggerRef,
  useTriggerSet,
} from '../../focus/triggerSet.ts';
import { useControllableState } from '../Sidebar/useControllableState.ts';
import * as styles from './Tabs.css.ts';

/*
 * Our own tabs, with the markup, attributes and keyboard of Radix Tabs (WAI-ARIA tabs pattern).
 * Radix's roving focus group counts its triggers by setting state in effects while hydrating,
 * and React then re-renders the tabs in one synchronous task (decision 013). Here nothing sets
 * state until a visitor moves between tabs, and the selected tab is the Tab stop from the
 * first paint (Radix made the list the Tab stop only after hydration).
 */

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

type TabsState = {
  baseId: string;
  value: string;
  select: (value: string) => void;
  orientation: 'horizontal' | 'vertical';
  dir: 'ltr' | 'rtl';
  activationMode: 'automatic' | 'manual';
  /** The trigger that holds the Tab stop once a visitor has focused one (manual activation). */
  tabStop: string | null;
  setTabStop: (value: string) => void;
  /** The triggers, kept by their ref callbacks, for arrow-key movement. */
  triggers: Set<HTMLButtonElement>;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`${part} must be used inside Tabs`);
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  /** underline (default): a line under the active tab; pill: a segmented control. */
  variant?: (typeof tabsVariants)[number];
  /** Trigger height and type size: sm 32 px, md 40 px (default). */
  size?: (typeof tabsSizes)[number];
  /** Triggers share the full width of the list. */
  block?: boolean;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Which arrow keys move between triggers: Left/Right (horizontal, default) or Up/Down. */
  orientation?: 'horizontal' | 'vertical';
  /** Reading direction; in rtl, Left/Right swap. */
  dir?: 'ltr' | 'rtl';
  /** automatic (default): a tab is selected when it gets focus; manual: on Enter, Space or click. */
  activationMode?: 'automatic' | 'manual';
}

/**
 * Tabs: arrow keys move between triggers, Home/End jump, the active panel follows.
 * Controlled with `value`/`onValueChange`, or uncontrolled with `defaultValue`.
 */
export function Tabs({
  variant = 'underline',
  size = 'md',
  block = false,
  value: valueProp,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  dir = 'ltr',
  activationMode = 'automatic',
  className,
  ...rest
}: TabsProps) {
  const baseId = useId();
  const [value, select] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? '',
    onChange: onValueChange,
  });
  const [tabStop, setTabStop] = useState<string | null>(null);
  const triggers = useTriggerSet();
  const state = useMemo(
    () => ({
      baseId,
      value,
      select,
      orientation,
      dir,
      activationMode,
      tabStop,
      setTabStop,
      triggers,
    }),
    [baseId, value, select, orientation, dir, activationMode, tabStop, triggers],
  );
  return (
    <TabsStyleContext.Provider value={{ variant, size, block }}>
      <TabsContext.Provider value={state}>
        <div
          dir={dir}
          data-orientation={orientation}
          {...rest}
          className={join(styles.root, className)}
          data-variant={variant}
        />
      </TabsContext.Provider>
    </TabsStyleContext.Provider>
  );
}

export interface TabsListProps extends ComponentProps<'div'> {
  /** Arrow keys wrap from the last trigger to the first and back. Default true. */
  loop?: boolean;
}

/** The row of triggers. Give it an `aria-label` (e.g. 'Job types') when no heading names the tabs. */
export function TabsList({
  loop = true,
  className,
  style,
  onKeyDown,
  onFocus,
  ...rest
}: TabsListProps) {
  const tabs = useTabs('TabsList');
  const { variant, block } = useContext(TabsStyleContext);
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const { orientation, dir, triggers } = tabs;
    moveFocusByKey(event, event.target as Element, triggers, {
      orientation,
      dir,
      loop,
      pageKeys: true,
    });
  };
  // With nothing selected no trigger is the Tab stop, so the list itself takes it and hands
  // focus to the first trigger.
  const noTabStop = !tabs.value && tabs.tabStop === null;
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    onFocus?.(event);
    if (
      event.target === event.currentTarget &&
      !event.currentTarget.contains(event.relatedTarget)
    ) {
      enabledInOrder(tabs.triggers)[0]?.focus();
    }
  };
  return (
    <div
      role="tablist"
      aria-orientation={tabs.orientation}
      data-orientation={tabs.orientation}
      tabIndex={noTabStop ? 0 : undefined}
      {...rest}
      style={{ outline: 'none', ...style }}
      className={join(styles.list({ variant, block }), className)}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
    />
  );
}

export interface TabsTriggerProps extends ComponentProps<'button'> {
  /** Links the trigger to the TabsContent with the same value. */
  value: string;
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof tabsForcedStates)[number];
}

/** One tab. `value` links it to the TabsContent with the same value. */
export function TabsTrigger({
  value,
  disabled = false,
  forceState,
  className,
  ref,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...rest
}: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const { variant, size, block } = useContext(TabsStyleContext);
  const refs = useTriggerRef(tabs.triggers, ref);
  const selected = value === tabs.value;
  const tabStop = (tabs.tabStop ?? tabs.value) === value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      id={triggerId(tabs.baseId, value)}
      tabIndex={tabStop ? 0 : -1}
      data-orientation={tabs.orientation}
      {...rest}
      ref={refs}
      className={join(
        styles.trigger({ variant, size, block }),
        forceState === 'focus' && styles.forcedFocus,
        className,
      )}
      data-force-state={forceState === 'hover' ? 'hover' : undefined}
      // Selected on press, as Radix: a left button without Ctrl.
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) {
          // Focusing an unfocused trigger already selects it under automatic activation.
          const focused = document.activeElement === event.currentTarget;
          event.currentTarget.focus();
          if (focused || tabs.activationMode === 'manual') tabs.select(value);
        } else {
          event.preventDefault();
        }
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented || event.target !== event.currentTarget) return;
        if (event.key === ' ' || event.key === 'Enter') tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (event.defaultPrevented) return;
        tabs.setTabStop(value);
        if (!selected && tabs.activationMode === 'automatic') tabs.select(value);
      }}
    />
  );
}

export interface TabsContentProps extends ComponentProps<'div'> {
  /** Links the panel to the TabsTrigger with the same value. */
  value: string;
  /** Keep the panel's content in the DOM while another tab is selected (hidden). */
  forceMount?: true;
}

/** The panel for one tab; focusable so keyboard users can reach content without controls. */
export function TabsContent({ value, forceMount, className, children, ...rest }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  const selected = value === tabs.value;
  const present = selected || forceMount === true;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!present}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      {...rest}
      className={join(styles.content, className)}
    >
      {present && children}
    </div>
  );
}
