import { clsx } from 'clsx';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Modal.css.ts';

type ContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title' | 'children'>;

export interface ModalProps extends ContentProps {
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (trigger, ×, Escape, overlay click, ModalClose). */
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (uncontrolled use); focus returns to it on close. */
  trigger?: ReactElement;
  /** The heading; names the dialog for screen readers. Required. */
  title: ReactNode;
  /** A sentence under the title; describes the dialog for screen readers. */
  description?: ReactNode;
  /** The body. It scrolls when taller than the screen; header and footer stay put. */
  children?: ReactNode;
  /**
   * Actions at the bottom, primary last (e.g. Cancel then 'Log Out'). Wrap a cancel button in
   * ModalClose. A submit button outside the form needs `form="<form id>"`.
   */
  footer?: ReactNode;
  /** Accessible name of the × button. Default 'Close'. */
  closeLabel?: string;
}

/**
 * A modal dialog (Radix Dialog), at most 500 px wide and a bottom sheet on small screens.
 * Closes on Escape, an overlay click, the × button and ModalClose; traps focus while open and
 * returns it to the trigger (or to whatever had focus when it opened); blocks page scrolling.
 */
export function Modal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...contentProps
}: ModalProps) {
  // Without a Trigger, Radix has nowhere to send focus on close; remember the opener instead
  // (e.g. the 'Apply Now' button of a controlled modal).
  const openerRef = useRef<HTMLElement | null>(null);
  const [bodyScrolls, setBodyScrolls] = useState(false);
  const resizeObserverRef = useRef<ResizeObserver | null>(null);

  // A body that scrolls must be focusable so keyboard users can scroll it (WCAG 2.1.1).
  const bodyRef = useCallback((node: HTMLDivElement | null) => {
    resizeObserverRef.current?.disconnect();
    if (!node) return;
    const measure = () => setBodyScrolls(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    for (const child of Array.from(node.children)) observer.observe(child);
    resizeObserverRef.current = observer;
  }, []);
  useEffect(() => () => resizeObserverRef.current?.disconnect(), []);

  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay}>
          <RadixDialog.Content
            {...contentProps}
            // No Description element means no aria-describedby, deliberately.
            aria-describedby={description ? undefined : contentProps['aria-describedby']}
            className={clsx(styles.content, className)}
            onOpenAutoFocus={(event) => {
              openerRef.current =
                document.activeElement instanceof HTMLElement ? document.activeElement : null;
              onOpenAutoFocus?.(event);
            }}
            onCloseAutoFocus={(event) => {
              onCloseAutoFocus?.(event);
              if (event.defaultPrevented || trigger) return;
              const opener = openerRef.current;
              if (opener?.isConnected) {
                event.preventDefault();
                opener.focus();
              }
            }}
          >
            <div className={styles.header}>
              <div className={styles.headerText}>
                <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className={styles.description}>
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <RadixDialog.Close asChild>
                <IconButton
                  label={closeLabel}
                  icon={<X size={18} />}
                  tone="neutral"
                  className={styles.close}
                />
              </RadixDialog.Close>
            </div>
            {children ? (
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- only while it scrolls: keyboard users must be able to scroll it
              <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
                {children}
              </div>
            ) : null}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a button inside the modal that should close it (e.g. 'Cancel'). */
export function ModalClose(props: ComponentProps<typeof RadixDialog.Close>) {
  return <RadixDialog.Close asChild {...props} />;
}
