import { useEffect, useRef } from 'react';
import { HoverCard } from '@brightlane/ui';
import { QuickToolButton } from './QuickTool.tsx';
import type { QuickToolProps } from './QuickTool.tsx';
import { threeColumns } from './SiteLayout.css.ts';

/** A Quick Tool with its popup (loaded after the page: see QuickTool). */
export function QuickToolCard({
  name,
  text,
  icon,
  open,
  onOpenChange,
  takeFocus,
}: QuickToolProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button it replaces had keyboard focus: take it over. */
  takeFocus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current) button.current?.focus();
  }, []);
  // Beside the tool where the Quick Tools are a column at the screen's right edge; below it
  // where they sit under the page (two to a row on a phone), as there is no room beside.
  const side = window.matchMedia(threeColumns).matches ? 'left' : 'bottom';
  return (
    <HoverCard
      open={open}
      onOpenChange={onOpenChange}
      side={side}
      align="start"
      title={name}
      icon={icon}
      content={text}
      description={text}
    >
      <QuickToolButton
        ref={button}
        name={name}
        icon={icon}
        open={open}
        onClick={() => onOpenChange(true)}
      />
    </HoverCard>
  );
}
