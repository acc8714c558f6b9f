import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ChangeEventHandler, RefObject } from 'react';

interface CheckedStateOptions<S extends boolean | 'indeterminate'> {
  /** The native checkbox. */
  input: RefObject<HTMLInputElement | null>;
  /** Controlled state, or undefined. */
  checked: S | undefined;
  /** The uncontrolled state's start. */
  defaultChecked: S;
  onCheckedChange: ((checked: boolean) => void) | undefined;
  onChange: ChangeEventHandler<HTMLInputElement> | undefined;
}

/**
 * The state of a native checkbox (Checkbox, Switch): controlled by `checked` or uncontrolled
 * from `defaultChecked`, reported with `onCheckedChange` on each change. In a page the server
 * rendered, a box ticked (or unticked) before the page's script ran shows what the visitor
 * chose, and React hydrates without touching it: once mounted, a box that shows otherwise is
 * reported as the change it was (so a controlled box's owner saves it, as a click would). A box
 * the client rendered itself shows its state, and nothing is reported.
 */
export function useCheckedState<S extends boolean | 'indeterminate'>({
  input,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
}: CheckedStateOptions<S>) {
  const controlled = checked !== undefined;
  const [uncontrolled, setUncontrolled] = useState<S | boolean>(defaultChecked);
  const state = controlled ? checked : uncontrolled;

  const report = (next: boolean) => {
    if (!controlled) setUncontrolled(next);
    onCheckedChange?.(next);
  };
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    report(event.currentTarget.checked);
  };

  // What the first render showed and how to report, as they were then: this runs once.
  const first = useRef({ checked: state === true, report });
  useEffect(() => {
    const node = input.current;
    if (!node || node.indeterminate) return;
    if (node.checked !== first.current.checked) first.current.report(node.checked);
  }, [input]);

  return { state, controlled, change };
}
