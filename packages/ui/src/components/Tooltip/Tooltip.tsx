import { clsx } from 'clsx';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { createContext, useContext } from 'react';
import * as styles from './Tooltip.css.ts';

export const tooltipSides = ['top', 'right', 'bottom', 'left'] as const;

const HasProviderContext = createContext(false);

export type TooltipProviderProps = ComponentProps<typeof RadixTooltip.Provider>;

/**
 * Put one near the app root: tooltips under it share timing, so moving from one trigger to the
 * next opens the next tooltip at once (`skipDelayDuration`). Default open delay 300 ms.
 */
export function TooltipProvider({ delayDuration = 300, ...rest }: TooltipProviderProps) {
  return (
    <HasProviderContext.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} {...rest} />
    </HasProviderContext.Provider>
  );
}

export interface TooltipProps extends Omit<ComponentProps<typeof RadixTooltip.Root>, 'children'> {
  /** The short label. Plain text: tooltips are announced as a description, never interactive. */
  content: ReactNode;
  /** The trigger: one focusable element (a Button or IconButton), rendered as is. */
  children: ReactElement;
  /** Preferred side of the trigger. Default top; flips when there is no room. */
  side?: (typeof tooltipSides)[number];
  /** Alignment along that side. Default center. */
  align?: 'start' | 'center' | 'end';
  /** Gap to the trigger in px. Default 6. */
  sideOffset?: number;
  /** Extra props for the content element (e.g. `className`). */
  contentProps?: Omit<ComponentProps<typeof RadixTooltip.Content>, 'side' | 'align' | 'sideOffset'>;
}

/**
 * A short text label on hover and keyboard focus (Radix Tooltip); Escape hides it. Works with
 * or without a TooltipProvider above it. Never put essential information only in a tooltip:
 * touch screens have no hover.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  sideOffset = 6,
  contentProps,
  ...rootProps
}: TooltipProps) {
  const hasProvider = useContext(HasProviderContext);
  const tooltip = (
    <RadixTooltip.Root {...rootProps}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          {...contentProps}
          className={clsx(styles.content, contentProps?.className)}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  // Radix requires a provider; a lone tooltip brings its own so it works anywhere.
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
