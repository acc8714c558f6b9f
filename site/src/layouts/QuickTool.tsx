import type { FocusEvent, PointerEvent, ReactElement, Ref } from 'react';
import { useId, useState } from 'react';
import { Button, visuallyHidden } from '@brightlane/ui';
import { DEFERRED_MODULES } from '../app/deferredChunks.ts';
import { useDeferredModule } from '../hooks/useDeferredModule.ts';
import { useEverOpen } from '../hooks/useEverOpen.ts';
import * as styles from './DesktopSidebars.css.ts';

export interface QuickToolProps {
  name: string;
  /** The popup's text, also the button's accessible description. */
  text: string;
  icon: ReactElement;
}

// The popup's machinery (Radix HoverCard and its positioning) is about 11 KB of script that
// the page does not need to show or hydrate: its files are fetched once the visitor engages
// with the page (app/engaged.ts) and the browser is idle, and run when a visitor reaches for a
// tool (fetched at once then if they are not in yet). The card replaces the button when a
// visitor first reaches for it: mounted at idle, four Radix HoverCards would run their
// positioning's state updates on every page load.
const loadCard = () => import('./QuickToolCard.tsx');

/**
 * A Quick Tool and its informational popup (docs/product/spec.md §2): it opens on hover and keyboard focus,
 * and on a tap or click as well, so touch screens (which have no hover) can read it too.
 * Until a visitor first reaches for it, the same button stands alone; that gesture loads the
 * popup's code if it is not in yet and opens the popup, and keyboard focus carries over to the
 * button that replaces it.
 */
export function QuickTool({ name, text, icon }: QuickToolProps) {
  const [open, setOpen] = useState(false);
  const [card, loadNow] = useDeferredModule(loadCard, {
    prefetch: DEFERRED_MODULES.quickToolCard,
  });
  const [hasFocus, setHasFocus] = useState(false);
  const descriptionId = useId();
  const reached = useEverOpen(open);

  if (card && reached) {
    return (
      <card.QuickToolCard
        name={name}
        text={text}
        icon={icon}
        open={open}
        onOpenChange={setOpen}
        takeFocus={hasFocus}
      />
    );
  }
  // What Radix does once loaded: open on hover, focus or a tap; close on leave or blur.
  const reach = () => {
    setOpen(true);
    loadNow();
  };
  return (
    <>
      <QuickToolButton
        name={name}
        icon={icon}
        open={open}
        aria-describedby={descriptionId}
        // Hover is a mouse's (or pen's): a finger's enter and leave come with its tap, and the
        // leave would close what the tap's focus and click open (HoverCard ignores them too).
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') reach();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'touch') setOpen(false);
        }}
        onClick={reach}
        onFocus={() => {
          setHasFocus(true);
          reach();
        }}
        onBlur={(event) => {
          // Chromium also blurs a focused element that is being removed, as this one is when
          // the card's button replaces it: that is no blur by the visitor.
          const button = event.currentTarget;
          queueMicrotask(() => {
            if (!button.isConnected) return;
            setHasFocus(false);
            setOpen(false);
          });
        }}
      />
      <span id={descriptionId} className={visuallyHidden}>
        {text}
      </span>
    </>
  );
}

/** The tool's button, the same before and after the popup's code arrives. */
export function QuickToolButton({
  name,
  icon,
  open,
  ref,
  ...handlers
}: {
  name: string;
  icon: ReactElement;
  open: boolean;
  ref?: Ref<HTMLButtonElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick?: () => void;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      tone="neutral"
      block
      className={styles.tool}
      aria-expanded={open}
      {...handlers}
    >
      {icon}
      {name}
    </Button>
  );
}
