import { clsx } from 'clsx';
import * as RadixHoverCard from '@radix-ui/react-hover-card';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as styles from './HoverCard.css.ts';

export const hoverCardSides = ['top', 'right', 'bottom', 'left'] as const;

export interface HoverCardProps extends Omit<
  ComponentProps<typeof RadixHoverCard.Root>,
  'children'
> {
  /** The trigger: one focusable element (a link or button), rendered as is. */
  children: ReactElement;
  /** The card body: rich, informational content (no essential actions — see `description`). */
  content: ReactNode;
  /** Optional heading line at the top of the card. */
  title?: ReactNode;
  /** A decorative icon beside the title. */
  icon?: ReactNode;
  /**
   * Plain-text summary for screen readers. The card is a visual preview that screen readers
   * do not reach, so this text is linked to the trigger with aria-describedby instead.
   */
  description?: string;
  /** Card width in px. Default 280. */
  width?: number;
  /** Preferred side of the trigger. Default bottom; flips when there is no room. */
  side?: (typeof hoverCardSides)[number];
  /** Alignment along that side. Default center. */
  align?: 'start' | 'center' | 'end';
  /** Gap to the trigger in px. Default 8. */
  sideOffset?: number;
  /** Extra props for the content element (e.g. `className`). */
  contentProps?: Omit<
    ComponentProps<typeof RadixHoverCard.Content>,
    'side' | 'align' | 'sideOffset'
  >;
}

/**
 * An informational popup (Radix HoverCard) that opens on pointer hover and on keyboard
 * focus of its trigger, and closes on leave, blur or Escape (e.g. a tool's short description).
 */
export function HoverCard({
  children,
  content,
  title,
  icon,
  description,
  width = 280,
  side = 'bottom',
  align = 'center',
  sideOffset = 8,
  openDelay = 200,
  closeDelay = 150,
  contentProps,
  ...rootProps
}: HoverCardProps) {
  const descriptionId = useId();
  return (
    <RadixHoverCard.Root openDelay={openDelay} closeDelay={closeDelay} {...rootProps}>
      <RadixHoverCard.Trigger asChild aria-describedby={description ? descriptionId : undefined}>
        {children}
      </RadixHoverCard.Trigger>
      {description ? (
        <span id={descriptionId} className={visuallyHidden}>
          {description}
        </span>
      ) : null}
      <RadixHoverCard.Portal>
        <RadixHoverCard.Content
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          {...contentProps}
          className={clsx(styles.content, contentProps?.className)}
          style={{ width, ...contentProps?.style }}
        >
          {title ? (
            <div className={styles.header}>
              {icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
              ) : null}
              {title}
            </div>
          ) : null}
          <div className={styles.body}>{content}</div>
          <RadixHoverCard.Arrow className={styles.arrow} width={12} height={6} />
        </RadixHoverCard.Content>
      </RadixHoverCard.Portal>
    </RadixHoverCard.Root>
  );
}
