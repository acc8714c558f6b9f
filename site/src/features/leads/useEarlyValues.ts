import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** The part of useForm's answer this hook needs. */
interface EarlyValuesForm<T extends object> {
  values: T;
  setValue: <K extends keyof T>(name: K, value: T[K]) => void;
}

/**
 * What a visitor typed or chose in a pre-rendered form before the app hydrated it (docs/decisions/015-back-on-the-named-stack.md,
 * item 7). React 19 hydrates a controlled field without touching its DOM value, so the text
 * stays on screen, but the state keeps the empty value: the form would be validated and sent
 * empty, and its next render would wipe the field. Once mounted, this reads each text field,
 * select and radio group of the form (by the name its binding gives it) into the form's state.
 *
 * Spread the returned ref on the `<Form>`. On a form that the client rendered itself the
 * fields hold the state's values already, and nothing changes.
 */
export function useEarlyValues<T extends object>(
  form: EarlyValuesForm<T>,
): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const { values, setValue } = form;
  const initial = useRef(values);
  useEffect(() => {
    const elements = ref.current?.elements;
    if (!elements) return;
    for (const [name, value] of Object.entries(initial.current) as [keyof T & string, unknown][]) {
      if (typeof value !== 'string') continue;
      // An input, textarea or select, or a radio group (RadioNodeList): each has `value`.
      const field = elements.namedItem(name) as { value?: unknown } | null;
      const shown = field?.value;
      if (typeof shown === 'string' && shown !== value) setValue(name, shown as T[typeof name]);
    }
  }, [setValue]);
  return ref;
}
