import type { KeyboardEvent, Ref, RefCallback } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { mergeRefs } from '../components/Field/mergeRefs.ts';

/*
 * Arrow-key movement between a widget's triggers (Accordion, Tabs) without state: each trigger
 * adds itself to its root's set from its ref callback, and a key press reads the set
 * (`moveFocusByKey`). Radix kept the same list in a collection that set state while mounting
 * (decision 013).
 */

/** The root's set of triggers, one for the component's life (never set, so render may read it). */
export function useTriggerSet(): Set<HTMLButtonElement> {
  const [triggers] = useState(() => new Set<HTMLButtonElement>());
  return triggers;
}

/** A ref callback that keeps the trigger in `triggers` while mounted, and feeds the caller's `ref`. */
export function useTriggerRef(
  triggers: Set<HTMLButtonElement>,
  ref: Ref<HTMLButtonElement> | undefined,
): RefCallback<HTMLButtonElement> {
  const register = useCallback(
    (node: HTMLButtonElement | null) => {
      if (!node) return;
      triggers.add(node);
      return () => {
        triggers.delete(node);
      };
    },
    [triggers],
  );
  return useMemo(() => mergeRefs(register, ref), [register, ref]);
}

/** The triggers that can take focus, in document order. */
export function enabledInOrder(triggers: Set<HTMLButtonElement>): HTMLButtonElement[] {
  return [...triggers]
    .filter((trigger) => !trigger.disabled)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}

export interface ArrowKeyOptions {
  /** Which arrows move: Up/Down (vertical) or Left/Right (horizontal, swapped in rtl). */
  orientation: 'vertical' | 'horizontal';
  dir: 'ltr' | 'rtl';
  /** Past the last trigger to the first and back. */
  loop: boolean;
  /** PageUp/PageDown jump like Home/End (tabs do; an accordion leaves them to scroll the page). */
  pageKeys: boolean;
}

/**
 * Moves focus from `current` to the trigger a key asks for: the next or previous along the
 * orientation, the first (Home) or the last (End); a key it uses is prevented, and keys with a
 * modifier are left alone.
 */
export function moveFocusByKey(
  event: KeyboardEvent,
  current: Element,
  triggers: Set<HTMLButtonElement>,
  { orientation, dir, loop, pageKeys }: ArrowKeyOptions,
): void {
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  const horizontal = orientation === 'horizontal';
  const forward = horizontal ? (dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight') : 'ArrowDown';
  const back = horizontal ? (dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft') : 'ArrowUp';
  const intents = new Map<string, 'first' | 'last' | 'next' | 'prev'>([
    ['Home', 'first'],
    ['End', 'last'],
    [forward, 'next'],
    [back, 'prev'],
  ]);
  if (pageKeys) intents.set('PageUp', 'first').set('PageDown', 'last');
  const intent = intents.get(event.key);
  if (!intent) return;
  const enabled = enabledInOrder(triggers);
  const index = enabled.indexOf(current as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  const last = enabled.length - 1;
  let target: number;
  if (intent === 'first') target = 0;
  else if (intent === 'last') target = last;
  else {
    const step = intent === 'next' ? 1 : -1;
    target = loop
      ? (index + step + enabled.length) % enabled.length
      : Math.min(Math.max(index + step, 0), last);
  }
  enabled[target]?.focus();
}
