import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';
import { control, nativeControl } from '../Field/Field.css.ts';
import * as styles from './SecretField.css.ts';

/** 'JBSWY3DPEHPK3PXP' → 'JBSW Y3DP EHPK 3PXP'. */
export function groupSecret(secret: string, groupSize = 4): string {
  if (groupSize <= 0) return secret;
  return secret.match(new RegExp(`.{1,${groupSize}}`, 'g'))?.join(' ') ?? '';
}

type CopyState = 'idle' | 'copied' | 'failed';

export interface SecretFieldProps extends Omit<ComponentProps<'div'>, 'children' | 'onCopy'> {
  /** The secret, without spaces (e.g. a 16-character base32 TOTP key). */
  value: string;
  /** The visible label. Default 'Secret key'. */
  label?: ReactNode;
  /** Help text under the field, e.g. 'Enter this key if you cannot scan the QR code'. */
  hint?: ReactNode;
  /** Characters per group on screen (0 for none). The copied text has no spaces. Default 4. */
  groupSize?: number;
  /** The copy button's text. Default 'Copy'. */
  copyLabel?: string;
  /** The button's text after a copy, also announced politely. Default 'Copied'. */
  copiedLabel?: string;
  /** Announced when the clipboard refuses; the key is then selected for a manual copy. */
  copyFailedLabel?: string;
  /** How long the button says 'Copied', in ms. Default 2000. */
  copiedDuration?: number;
  /** Called after the secret was copied. */
  onCopy?: (value: string) => void;
  /** An id for the read-only input. */
  id?: string;
}

/**
 * A read-only secret in monospace, grouped for reading, with a Copy button that writes the
 * raw value to the clipboard and announces 'Copied' politely (the two-factor set-up key).
 */
export function SecretField({
  value,
  label = 'Secret key',
  hint,
  groupSize = 4,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copyFailedLabel = 'Copy failed. The key is selected: copy it with your keyboard.',
  copiedDuration = 2000,
  onCopy,
  id,
  ...rest
}: SecretFieldProps) {
  const ids = useFieldIds({ id, hint });
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      // navigator.clipboard exists only in secure contexts (https, localhost).
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopy?.(value);
    } catch {
      setState('failed');
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    timer.current = setTimeout(() => setState('idle'), copiedDuration);
  };

  const announcement = state === 'copied' ? copiedLabel : state === 'failed' ? copyFailedLabel : '';

  return (
    <Field ids={ids} label={label} hint={hint} {...rest}>
      <div className={styles.row}>
        <div className={`${control({ size: 'md' })} ${styles.box}`}>
          <input
            ref={inputRef}
            id={ids.id}
            readOnly
            value={groupSecret(value, groupSize)}
            aria-describedby={ids.describedBy}
            // Spell-check and autofill have nothing to do with a generated key.
            spellCheck={false}
            autoComplete="off"
            className={`${nativeControl} ${styles.value}`}
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
        <Button variant="soft" tone="brand" className={styles.copy} onClick={copy}>
          {state === 'copied' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}
          {state === 'copied' ? copiedLabel : copyLabel}
        </Button>
      </div>
      {/* A status region (polite): the confirmation must not interrupt what is being read. */}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </Field>
  );
}
