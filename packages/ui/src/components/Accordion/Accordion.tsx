import { ChevronDown } from 'lucide-react';
import type { ComponentProps, Context } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { moveFocusByKey, useTriggerRef, useTriggerSet } from '../../focus/triggerSet.ts';
import { flushSync } from 'react-dom';
import { mergeRefs } from '../Field/mergeRefs.ts';
import { useControllableState } from '../Sidebar/useControllableState.ts';
import * as styles from './Accordion.css.ts';

export const accordionVariants = ['divided', 'card'] as const;
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
/** States a story can force statically, since :hover and :focus-visible cannot be screenshotted. */
export const accordionForcedStates = ['hover', 'focus'] as const;

/*
 * Our own accordion, with the markup, attributes, keyboard and height animation of Radix
 * Accordion (WAI-ARIA accordion pattern). Radix's parts set state in layout effects while
 * hydrating (ids, presence, measured height), and React then re-renders every item in one
 * synchronous task: 58 ms on /faq (decision 013). Here nothing sets state or measures until
 * a visitor opens or closes an item.
 */

type AccordionStyle = {
  variant: (typeof accordionVariants)[number];
  headingLevel: (typeof accordionHeadingLevels)[number];
};

type AccordionState = {
  /** The open items' values. */
  value: readonly string[];
  toggle: (itemValue: string, open: boolean) => void;
  /** false when the one open item of a non-collapsible single accordion cannot be closed. */
  collapsible: boolean;
  disabled: boolean;
  orientation: 'vertical' | 'horizontal';
  dir: 'ltr' | 'rtl';
  /** The triggers, kept by their ref callbacks, for arrow-key movement. */
  triggers: Set<HTMLButtonElement>;
};

type ItemState = {
  open: boolean;
  disabled: boolean;
  triggerId: string;
  contentId: string;
  orientation: AccordionState['orientation'];
  /** Opens a closed item, closes an open one. */
  toggle: () => void;
};

const AccordionStyleContext = createContext<AccordionStyle>({
  variant: 'divided',
  headingLevel: 3,
});
const AccordionContext = createContext<AccordionState | null>(null);
const ItemContext = createContext<ItemState | null>(null);

function useRequired<T>(context: Context<T | null>, part: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${part} must be used inside an Accordion (and an AccordionItem)`);
  return value;
}

const join = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
const stateOf = (open: boolean) => (open ? 'open' : 'closed');

type AccordionOwnProps = {
  /** divided (default): rules between items; card: each item a bordered card. */
  variant?: (typeof accordionVariants)[number];
  /** Heading level wrapping each trigger, to fit the page outline (e.g. 2 under an h1 'FAQ'). Default 3. */
  headingLevel?: (typeof accordionHeadingLevels)[number];
  /** Disables every item. */
  disabled?: boolean;
  /** Which arrow keys move between triggers: Up/Down (vertical, default) or Left/Right. */
  orientation?: 'vertical' | 'horizontal';
};

type RootDivProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** Reading direction for Left/Right arrows in a horizontal accordion (not set on the element). */
  dir?: 'ltr' | 'rtl';
};

type SingleProps = {
  /** One item open at a time. */
  type: 'single';
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open item can be closed again. Default true. */
  collapsible?: boolean;
};

type MultipleProps = {
  /** Any number of items open. */
  type: 'multiple';
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

/**
 * `type` 'single' (one open at a time; `collapsible` defaults to true, so the open item can be
 * closed again) or 'multiple'; `value`/`defaultValue`/`onValueChange` for controlled and
 * uncontrolled use, as Radix Accordion.
 */
export type AccordionProps = RootDivProps & AccordionOwnProps & (SingleProps | MultipleProps);

/** Collapsible sections, e.g. the six FAQ questions. */
export function Accordion(props: AccordionProps) {
  const {
    variant = 'divided',
    headingLevel = 3,
    disabled = false,
    orientation = 'vertical',
    dir = 'ltr',
    className,
    ...rest
  } = props;
  const {
    type: _type,
    value: _value,
    defaultValue: _defaultValue,
    onValueChange: _onValueChange,
    collapsible: _collapsible,
    ...divProps
  } = rest as RootDivProps & SingleProps;

  const single = props.type === 'single';
  // One shape inside: a list of open values, read and written through the caller's type.
  const [stored, setStored] = useControllableState<string | string[]>({
    prop: props.value,
    defaultProp: props.defaultValue ?? (single ? '' : []),
    onChange: props.onValueChange as ((value: string | string[]) => void) | undefined,
  });
  const value = useMemo(
    () => (typeof stored === 'string' ? (stored ? [stored] : []) : stored),
    [stored],
  );
  const collapsible = single ? (props.collapsible ?? true) : true;
  const toggle = useCallback(
    (itemValue: string, open: boolean) => {
      if (single) {
        if (open) setStored(itemValue);
        else if (collapsible) setStored('');
      } else {
        setStored(open ? [...value, itemValue] : value.filter((v) => v !== itemValue));
      }
    },
    [single, collapsible, value, setStored],
  );
  const triggers = useTriggerSet();
  const state = useMemo(
    () => ({ value, toggle, collapsible, disabled, orientation, dir, triggers }),
    [value, toggle, collapsible, disabled, orientation, dir, triggers],
  );

  return (
    <AccordionStyleContext.Provider value={{ variant, headingLevel }}>
      <AccordionContext.Provider value={state}>
        <div
          {...divProps}
          className={join(styles.root({ variant }), className)}
          data-variant={variant}
          data-orientation={orientation}
        />
      </AccordionContext.Provider>
    </AccordionStyleContext.Provider>
  );
}

export interface AccordionItemProps extends ComponentProps<'div'> {
  /** Identifies the item in the root's value. */
  value: string;
  disabled?: boolean;
}

/** One section; `value` identifies it in the root's value. */
export function AccordionItem({
  value,
  disabled: ownDisabled = false,
  className,
  ...rest
}: AccordionItemProps) {
  const accordion = useRequired(AccordionContext, 'AccordionItem');
  const { variant } = useContext(AccordionStyleContext);
  const triggerId = useId();
  const contentId = useId();
  const open = accordion.value.includes(value);
  const disabled = accordion.disabled || ownDisabled;
  const { toggle, orientation } = accordion;
  const item = useMemo(
    () => ({
      open,
      disabled,
      triggerId,
      contentId,
      orientation,
      toggle: () => toggle(value, !open),
    }),
    [open, disabled, triggerId, contentId, orientation, toggle, value],
  );
  return (
    <ItemContext.Provider value={item}>
      <div
        data-orientation={orientation}
        data-state={stateOf(open)}
        data-disabled={disabled ? '' : undefined}
        {...rest}
        className={join(styles.item({ variant }), className)}
      />
    </ItemContext.Provider>
  );
}

export interface AccordionTriggerProps extends ComponentProps<'button'> {
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: (typeof accordionForcedStates)[number];
}

/** The question: a button inside a heading, with a chevron that turns when open. */
export function AccordionTrigger({
  forceState,
  className,
  children,
  onClick,
  onKeyDown,
  ref,
  ...rest
}: AccordionTriggerProps) {
  const accordion = useRequired(AccordionContext, 'AccordionTrigger');
  const item = useRequired(ItemContext, 'AccordionTrigger');
  const { variant, headingLevel } = useContext(AccordionStyleContext);
  const refs = useTriggerRef(accordion.triggers, ref);
  const Heading = `h${headingLevel}` as const;
  const state = stateOf(item.open);
  const disabledFlag = item.disabled ? '' : undefined;
  return (
    <Heading
      className={styles.header}
      data-orientation={item.orientation}
      data-state={state}
      data-disabled={disabledFlag}
    >
      <button
        type="button"
        id={item.triggerId}
        aria-controls={item.open ? item.contentId : undefined}
        aria-expanded={item.open}
        // The open item of a non-collapsible single accordion cannot be closed.
        aria-disabled={(item.open && !accordion.collapsible) || undefined}
        data-state={state}
        data-disabled={disabledFlag}
        data-orientation={item.orientation}
        disabled={item.disabled}
        {...rest}
        ref={refs}
        className={join(
          styles.trigger({ variant }),
          forceState === 'focus' && styles.forcedFocus,
          className,
        )}
        data-force-state={forceState === 'hover' ? 'hover' : undefined}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) item.toggle();
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          const { orientation, dir, triggers } = accordion;
          moveFocusByKey(event, event.currentTarget, triggers, {
            orientation,
            dir,
            loop: true,
            pageKeys: false,
          });
        }}
      >
        {children}
        <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
      </button>
    </Heading>
  );
}

export interface AccordionContentProps extends ComponentProps<'div'> {
  /**
   * Keep the answer in the DOM while closed (e.g. for search engines and readers without
   * JavaScript); the page then hides a closed one itself, by `[data-state="closed"]`.
   */
  forceMount?: true;
}

const HEIGHT = '--radix-accordion-content-height';
const WIDTH = '--radix-accordion-content-width';

/**
 * The answer. Animates its height open and closed (not under reduced motion) through
 * `--radix-accordion-content-height`, measured when a visitor toggles it; a closing answer
 * stays in the DOM until its animation ends.
 */
export function AccordionContent({
  forceMount,
  className,
  children,
  ref,
  ...rest
}: AccordionContentProps) {
  const item = useRequired(ItemContext, 'AccordionContent');
  const { variant } = useContext(AccordionStyleContext);
  const own = useRef<HTMLDivElement>(null);
  const refs = useMemo(() => mergeRefs(own, ref), [ref]);

  // Derived during render (no extra commit): `closing` turns on in the very render that
  // closes the item, so the answer is still there for its closing animation.
  const [seenOpen, setSeenOpen] = useState(item.open);
  const [closing, setClosing] = useState(false);
  if (seenOpen !== item.open) {
    setSeenOpen(item.open);
    setClosing(!item.open);
  }
  const present = item.open || closing || forceMount === true;

  // The caller's inline animation-name, put back after the mount (undefined until mounted).
  const inlineAnimation = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const node = own.current;
    if (!node) return;
    if (inlineAnimation.current === undefined) {
      // Mounting: nothing to measure until a visitor toggles the item. A content shown at
      // mount does not animate in (as Radix): its keyframes are held off until then.
      inlineAnimation.current = node.style.animationName;
      if (!node.hidden) node.style.animationName = 'none';
      return;
    }
    // Measure the natural size with the animation off, then let the keyframes run to it.
    const animationName = inlineAnimation.current;
    node.style.animationName = 'none';
    const { height, width } = node.getBoundingClientRect();
    node.style.setProperty(HEIGHT, `${height}px`);
    node.style.setProperty(WIDTH, `${width}px`);
    node.style.animationName = animationName;
    if (item.open) return;
    const computed = getComputedStyle(node);
    // No animation to wait for: reduced motion, a hidden answer, or no CSS animations at all.
    if (
      !computed.animationName ||
      computed.animationName === 'none' ||
      computed.display === 'none'
    ) {
      setClosing(false);
      return;
    }
    // Closing: the answer leaves the DOM when its closing animation ends or is cut short (not
    // when the opening one it replaced is cancelled). At once, before the next paint, or the
    // answer would show at full height for a frame after the keyframes end.
    const closingAnimation = computed.animationName;
    const done = (event: AnimationEvent) => {
      if (event.target === node && event.animationName === closingAnimation) {
        flushSync(() => setClosing(false));
      }
    };
    node.addEventListener('animationend', done);
    node.addEventListener('animationcancel', done);
    return () => {
      node.removeEventListener('animationend', done);
      node.removeEventListener('animationcancel', done);
    };
  }, [item.open]);

  return (
    <div
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      data-state={stateOf(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      data-orientation={item.orientation}
      hidden={!present}
      {...rest}
      ref={refs}
      className={join(styles.content, className)}
    >
      {present && <div className={styles.contentInner({ variant })}>{children}</div>}
    </div>
  );
}
