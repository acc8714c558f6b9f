import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * For a native checkbox in a page the server rendered: a box ticked (or unticked) before the
 * page's script ran shows what the visitor chose, and React hydrates without touching it. Once
 * mounted, a box that shows otherwise than `checked` is reported through `report` as the change
 * it was (so a controlled box's owner saves it, as a click would). A box the client rendered
 * itself shows `checked`, and nothing is reported. Used by Checkbox and Switch.
 */
export function useCheckedBeforeScript(
  input: RefObject<HTMLInputElement | null>,
  checked: boolean,
  report: (checked: boolean) => void,
) {
  // What the first render said and how to report, as they were then: this runs once.
  const first = useRef({ checked, report });
  useEffect(() => {
    const node = input.current;
    if (!node || node.indeterminate) return;
    if (node.checked !== first.current.checked) first.current.report(node.checked);
  }, [input]);
}
