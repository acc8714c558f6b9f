import type { Ref, RefCallback } from 'react';
import { useCallback, useMemo, useState } from 'react';
import { mergeRefs } from '../components/Field/mergeRefs.ts';

/*
 * Arrow-key movement between a widget's triggers (Accordion, Tabs) without state: each trigger
 * adds itself to its root's set from its ref callback, and a key press reads the set. Radix
 * kept the same list in a collection that set state while mounting (decision 013).
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
