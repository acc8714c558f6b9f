import { clsx } from 'clsx';
import { Check, Copy, Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import * as styles from './RecoveryCodes.css.ts';

type CopyState = 'idle' | 'copied' | 'failed';

export interface RecoveryCodesProps extends Omit<ComponentProps<'div'>, 'children' | 'onCopy'> {
  /** The one-time recovery codes, e.g. ten like 'k7f3-9q2m'. */
  codes: string[];
  /** The downloaded file's name. Default 'recovery-codes.txt'. */
  fileName?: string;
  /** The downloaded file's text. Default: the codes, one per line, ending with a newline. */
  downloadText?: string;
  /** Called with the copied text (the codes, one per line) after a successful copy. */
  onCopy?: (text: string) => void;
  /** Called with the file name after the download was started. */
  onDownload?: (fileName: string) => void;
  /** The copy button's text. Default 'Copy'. */
  copyLabel?: string;
  /** The copy button's text after a copy, also announced politely. Default 'Copied'. */
  copiedLabel?: string;
  /** Announced when the clipboard refuses; the codes are then selected for a manual copy. */
  copyFailedLabel?: string;
  /** The download button's text. Default 'Download'. */
  downloadLabel?: string;
  /** How long the button says 'Copied', in ms. Default 2000. */
  copiedDuration?: number;
  /** The accessible name of the list of codes. Default 'Recovery codes'. */
  listLabel?: string;
}

/** The codes as the clipboard gets them: one per line (the default file adds a final newline). */
export function recoveryCodesText(codes: string[]): string {
  return codes.join('\n');
}

/** A link to `text` as a file: it downloads with the link's `download` name, script or not. */
function textFileUrl(text: string): string {
  return `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
}

/**
 * The two-factor recovery codes, shown once: a two-column monospace grid (one column below
 * 360 px) in an `<ol>`, with Copy (the clipboard, 'Copied' for two seconds, announced
 * politely) and Download (a link to a .txt file, which works without script; Copy needs it
 * and is hidden where scripts do not run). When the clipboard is unavailable or refuses, the
 * codes are selected and focused so they can be copied with the keyboard.
 */
export function RecoveryCodes({
  codes,
  fileName = 'recovery-codes.txt',
  downloadText,
  onCopy,
  onDownload,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  copyFailedLabel = 'Copy failed. The codes are selected: copy them with your keyboard.',
  downloadLabel = 'Download',
  copiedDuration = 2000,
  listLabel = 'Recovery codes',
  className,
  ...rest
}: RecoveryCodesProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const selectCodes = () => {
    const list = listRef.current;
    if (!list) return;
    list.focus();
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.selectAllChildren(list);
  };

  const copy = async () => {
    clearTimeout(timer.current);
    const text = recoveryCodesText(codes);
    try {
      // navigator.clipboard exists only in secure contexts (https, localhost).
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopy?.(text);
    } catch {
      setState('failed');
      selectCodes();
    }
    timer.current = setTimeout(() => setState('idle'), copiedDuration);
  };

  // A link, not a button that builds one: the file downloads before and without the page's
  // script (the codes are shown once, on a page the server may have rendered).
  const fileUrl = textFileUrl(downloadText ?? `${recoveryCodesText(codes)}\n`);

  const announcement = state === 'copied' ? copiedLabel : state === 'failed' ? copyFailedLabel : '';

  return (
    <div data-state={state} className={clsx(styles.root, className)} {...rest}>
      <ol
        ref={listRef}
        aria-label={listLabel}
        // Focusable from script only: after a refused copy it holds the selection, so
        // Ctrl+C / ⌘C copies it.
        tabIndex={-1}
        className={styles.codes}
      >
        {codes.map((code, i) => (
          <li key={`${i}-${code}`} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="outline" tone="neutral" className={styles.copyButton} onClick={copy}>
          {state === 'copied' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}
          {state === 'copied' ? copiedLabel : copyLabel}
        </Button>
        <Button asChild variant="outline" tone="neutral" className={styles.button}>
          <a href={fileUrl} download={fileName} onClick={() => onDownload?.(fileName)}>
            <Download size={16} aria-hidden="true" />
            {downloadLabel}
          </a>
        </Button>
      </div>
      {/* A status region (polite): the confirmation must not interrupt what is being read. */}
      <span role="status" className={visuallyHidden}>
        {announcement}
      </span>
    </div>
  );
}
