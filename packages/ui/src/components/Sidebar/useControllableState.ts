import { useCallback, useState } from 'react';

/**
 * Controlled-or-uncontrolled state, after Radix: when `prop` is defined the owner holds the
 * value and only hears about changes; otherwise the component keeps it, starting at
 * `defaultProp`. Shared by the navigation family, Accordion and Tabs; Radix's own hook is not a
 * dependency.
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: {
  prop: T | undefined;
  defaultProp: T;
  onChange?: ((value: T) => void) | undefined;
}): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, value)) return;
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue];
}
