import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { FileText, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';
import * as styles from './FileField.css.ts';

/** Why a chosen file was refused. */
export type FileRejection = 'too-large' | 'wrong-type';

const MIME_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'image/png': 'PNG',
  'image/jpeg': 'JPG',
};

/** '5 MB', '1.2 MB', '340 KB', '12 B' — binary units, as CV_MAX_BYTES is 5 × 1024 × 1024. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

function toList(accept: string | readonly string[] | undefined): string[] {
  if (!accept) return [];
  const list = typeof accept === 'string' ? accept.split(',') : accept;
  return list.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

/**
 * Whether a file matches an `accept` list: extensions ('.pdf'), exact types
 * ('application/pdf') or wildcards ('image/*'). A drop bypasses the picker's filter, and some
 * systems report no type for .docx, so the extension counts as much as the type.
 */
export function fileMatchesAccept(
  file: File,
  accept: string | readonly string[] | undefined,
): boolean {
  const list = toList(accept);
  if (list.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return list.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** 'Upload a PDF or DOCX file' from '.pdf,.docx' (or the matching MIME types). */
export function describeAccept(accept: string | readonly string[] | undefined): string {
  const names = [
    ...new Set(
      toList(accept)
        .map((entry) => (entry.startsWith('.') ? entry.slice(1).toUpperCase() : MIME_NAMES[entry]))
        .filter((name): name is string => Boolean(name)),
    ),
  ];
  if (names.length === 0) return 'This type of file is not allowed';
  const last = names.pop()!;
  const joined = names.length ? `${names.join(', ')} or ${last}` : last;
  return `Upload a ${joined} file`;
}

export interface FileFieldProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'accept' | 'multiple' | 'size' | 'children'
> {
  /** The visible label (e.g. 'CV'). */
  label: ReactNode;
  /** Help text under the field, e.g. 'PDF or DOCX, up to 5 MB'. */
  hint?: ReactNode;
  /** Error from the form (e.g. from the contract schema); shown instead of the field's own size/type errors. */
  error?: ReactNode;
  /** Accepted types: extensions and/or MIME types, as a list or a comma-separated string. */
  accept?: string | readonly string[];
  /** The largest file accepted, in bytes (e.g. 5 * 1024 * 1024). */
  maxSize?: number;
  /** The chosen file (controlled). `null` when none. */
  value?: File | null;
  /** The initially chosen file (uncontrolled). */
  defaultValue?: File | null;
  /** Called with the accepted file, or `null` after Remove or a refused file. */
  onValueChange?: (file: File | null) => void;
  /** Called when a chosen file is refused, before its message shows. */
  onReject?: (reason: FileRejection, file: File) => void;
  /** Message for a file over `maxSize`. Default: 'File must be 5 MB or smaller' (from maxSize). */
  tooLargeMessage?: string;
  /** Message for a file outside `accept`. Default: 'Upload a PDF or DOCX file' (from accept). */
  wrongTypeMessage?: string;
  /** Action text in the zone before a file is chosen. */
  chooseLabel?: string;
  /** Action text in the zone once a file is chosen. */
  replaceLabel?: string;
  /** The line under the action text. */
  dropLabel?: string;
  /** Visible text of the remove button (its accessible name adds the file name). */
  removeLabel?: string;
  /** Class on the field's outer element. */
  className?: string;
}

/**
 * A file upload (e.g. a CV): click or drop a file, see its name and size, remove it.
 * Files over `maxSize` or outside `accept` are refused with a message. Controlled with
 * `value`/`onValueChange` or uncontrolled with `defaultValue`.
 */
export function FileField({
  label,
  hint,
  error,
  accept,
  maxSize,
  value,
  defaultValue = null,
  onValueChange,
  onReject,
  tooLargeMessage,
  wrongTypeMessage,
  chooseLabel = 'Choose a file',
  replaceLabel = 'Choose a different file',
  dropLabel = 'or drag and drop it here',
  removeLabel = 'Remove',
  className,
  style,
  id,
  required,
  disabled,
  ref,
  onChange,
  onDragEnter,
  onDragLeave,
  onDrop,
  'aria-describedby': describedBy,
  ...rest
}: FileFieldProps) {
  const [own, setOwn] = useState<File | null>(defaultValue);
  const controlled = value !== undefined;
  const file = controlled ? value : own;
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const shownError = error ?? rejection ?? undefined;
  const ids = useFieldIds({ id, hint, error: shownError, describedBy });
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useComposedRefs(inputRef, ref);
  const acceptAttr = toList(accept).join(',') || undefined;

  // A reset from outside (value back to null) must empty the native input too, or the same
  // file could not be chosen again (no change event) and FormData would still carry it.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const commit = (next: File | null) => {
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setDragging(false);
    const chosen = event.target.files?.[0];
    // Cancelling the picker fires no change in most browsers, an empty one in some: keep the file.
    if (!chosen) return;
    let reason: FileRejection | null = null;
    if (!fileMatchesAccept(chosen, accept)) reason = 'wrong-type';
    else if (maxSize !== undefined && chosen.size > maxSize) reason = 'too-large';
    if (reason) {
      event.target.value = '';
      onReject?.(reason, chosen);
      setRejection(
        reason === 'too-large'
          ? (tooLargeMessage ?? `File must be ${formatBytes(maxSize ?? 0)} or smaller`)
          : (wrongTypeMessage ?? describeAccept(accept)),
      );
      commit(null);
      return;
    }
    setRejection(null);
    commit(chosen);
  };

  const remove = () => {
    if (inputRef.current) inputRef.current.value = '';
    setRejection(null);
    commit(null);
    // The Remove button disappears with the file: put focus somewhere sensible.
    inputRef.current?.focus();
  };

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      disabled={disabled}
      className={className}
      style={style}
    >
      <div
        className={styles.zone}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-dragging={dragging || undefined}
      >
        <input
          ref={mergedRef}
          id={ids.id}
          type="file"
          accept={acceptAttr}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          // An empty title suppresses Chrome's "No file chosen" tooltip over the zone.
          title=""
          className={styles.input}
          onChange={handleChange}
          onDragEnter={(event) => {
            setDragging(true);
            onDragEnter?.(event);
          }}
          onDragLeave={(event) => {
            setDragging(false);
            onDragLeave?.(event);
          }}
          onDrop={(event) => {
            setDragging(false);
            onDrop?.(event);
          }}
          {...rest}
        />
        {/* Decorative: the input is named by the field label and announces its own state. */}
        <span aria-hidden="true" className={styles.zoneIcon}>
          <Upload size={20} />
        </span>
        <span aria-hidden="true" className={styles.zoneText}>
          <span className={styles.zoneAction}>{file ? replaceLabel : chooseLabel}</span>
          <span>{dropLabel}</span>
        </span>
      </div>
      {file ? (
        <div className={styles.file}>
          <FileText size={20} aria-hidden="true" className={styles.fileIcon} />
          <span className={styles.fileText}>
            <span className={styles.fileName} title={file.name}>
              {file.name}
            </span>
            <span className={styles.fileSize}>{formatBytes(file.size)}</span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            disabled={disabled}
            aria-label={`${removeLabel} ${file.name}`}
            onClick={remove}
          >
            {removeLabel}
          </Button>
        </div>
      ) : null}
    </Field>
  );
}
