import { clsx } from 'clsx';
import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import type { Tone } from '../tones.ts';

export const toastTones = ['positive', 'critical', 'info'] as const satisfies readonly Tone[];
export type ToastTone = (typeof toastTones)[number];

/** Default time on screen, in ms. Paused while the pointer is over the toasts or focus is in them. */
export const TOAST_DEFAULT_DURATION = 5000;

const toneIcons: Record<ToastTone, ReactNode> = {
  positive: <CircleCheck size={18} />,
  critical: <CircleAlert size={18} />,
  info: <Info size={18} />,
};

export interface ToastAction {
  /** The button text, e.g. 'Refresh'. */
  label: string;
  /** Runs on click; the toast then closes. */
  onClick: () => void;
  /**
   * How a screen-reader user can do the same without the toast (it may be gone by the time
   * they reach it), e.g. 'Reload the page to update'. Defaults to the label.
   */
  altText?: string;
}

export interface ToastProps extends Omit<
  ComponentProps<typeof RadixToast.Root>,
  'title' | 'children' | 'type'
> {
  /** Meaning and accent colour: positive (a success), critical (an error) or info (default). */
  tone?: ToastTone;
  /** The message, short: e.g. 'Message sent'. */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** One optional action button, e.g. `{ label: 'Refresh', onClick: reload }`. */
  action?: ToastAction;
  /** Accessible name of the close button. Default 'Dismiss'. */
  closeLabel?: string;
}

/**
 * One toast (Radix Toast). Normally created with `useToast().toast(...)`; render it directly
 * only for static cases (stories). Must sit inside a Toaster.
 */
export function Toast({
  tone = 'info',
  title,
  description,
  action,
  closeLabel = 'Dismiss',
  className,
  ...rootProps
}: ToastProps) {
  return (
    <RadixToast.Root
      // 'background' = a polite announcement: a toast never interrupts what is being read.
      type="background"
      data-tone={tone}
      className={clsx(styles.toast({ tone }), className)}
      {...rootProps}
    >
      <span className={styles.icon} aria-hidden="true">
        {toneIcons[tone]}
      </span>
      <div className={styles.text}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {description ? (
          <RadixToast.Description className={styles.description}>
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
      {action ? (
        <RadixToast.Action altText={action.altText ?? action.label} asChild>
          <Button
            size="sm"
            variant="soft"
            tone="neutral"
            className={styles.action}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close asChild>
        <IconButton
          label={closeLabel}
          icon={<X size={16} />}
          size="sm"
          tone="neutral"
          className={styles.close}
        />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Toaster + useToast                                                                          */
/* ------------------------------------------------------------------------------------------ */

export interface ToastOptions {
  /** Meaning: positive (a success), critical (an error) or info (default). */
  tone?: ToastTone;
  /** The message. */
  title: ReactNode;
  /** Optional detail. */
  description?: ReactNode;
  /** One optional action button. */
  action?: ToastAction;
  /** Time on screen in ms; `Infinity` keeps it until dismissed. Default: the Toaster's (5 s). */
  duration?: number;
  /** Give an id to replace a toast that is still showing instead of stacking a copy. */
  id?: string;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Show a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Close one toast by id, or all of them. */
  dismiss: (id?: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToasterProps {
  /** The app (or the part of it) that may raise toasts. */
  children?: ReactNode;
  /** Default time on screen in ms. Default 5000. */
  duration?: number;
  /** Most toasts shown at once; the oldest closes first. Default 3. */
  max?: number;
  /**
   * Name of the toast region for screen readers; `{hotkey}` is replaced by the shortcut that
   * jumps to it (F8). Default 'Alerts ({hotkey})' — not 'Notifications', which names the bell.
   */
  label?: string;
  /** Accessible name of each toast's close button. Default 'Dismiss'. */
  closeLabel?: string;
}

/**
 * The toast provider and viewport (bottom-right on desktop, full width at the bottom on
 * mobile). Place it once around the app; raise toasts with `useToast()`.
 */
export function Toaster({
  children,
  duration = TOAST_DEFAULT_DURATION,
  max = 3,
  label = 'Alerts ({hotkey})',
  closeLabel,
}: ToasterProps) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const counter = useRef(0);

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = options.id ?? `toast-${counter.current}`;
      setItems((current) => {
        // Closed toasts have finished (or are finishing) their exit; drop them from state.
        const open = current.filter((item) => item.open && item.id !== id);
        const next = [...open, { ...options, id, open: true }];
        const overflow = next.length - max;
        return next.map((item, i) => (i < overflow ? { ...item, open: false } : item));
      });
      return id;
    },
    [max],
  );

  const dismiss = useCallback((id?: string) => {
    setItems((current) =>
      current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right">
        {children}
        {items.map(({ id, open, duration: itemDuration, ...options }) => (
          <Toast
            key={id}
            {...options}
            closeLabel={closeLabel}
            open={open}
            duration={itemDuration}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
          />
        ))}
        <RadixToast.Viewport className={styles.viewport} label={label} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `toast()` and `dismiss()` of the nearest Toaster. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <Toaster>.');
  return api;
}
