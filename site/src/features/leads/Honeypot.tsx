import { HONEYPOT_FIELD } from '@brightlane/contract';
import { useCallback, useRef } from 'react';
import type { RefObject } from 'react';
import * as styles from './leads.css.ts';

/** The honeypot input of a form: read its value at submit time, empty it on reset. */
export function useHoneypot() {
  const ref = useRef<HTMLInputElement>(null);
  const read = useCallback(() => ref.current?.value ?? '', []);
  const clear = useCallback(() => {
    if (ref.current) ref.current.value = '';
  }, []);
  return { ref, read, clear };
}

export interface HoneypotProps {
  /** From `useHoneypot()`. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The spam trap every public form carries (docs/product/decisions.md "Lead forms"): an input named as the
 * API expects (`website`), off screen, out of the tab order, hidden from assistive technology
 * and never autofilled. People leave it empty; bots that fill every field give themselves away.
 * Uncontrolled on purpose: what counts is what is in the DOM when the form is sent.
 */
export function Honeypot({ inputRef }: HoneypotProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website (leave this empty)
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
