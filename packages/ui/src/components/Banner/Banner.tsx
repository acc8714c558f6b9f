import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, Megaphone, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';
import type { Tone } from '../tones.ts';

export const bannerTones = [
  'info',
  'critical',
  'positive',
  'brand',
] as const satisfies readonly Tone[];
export const bannerPlacements = ['inline', 'top', 'floating'] as const;
export type BannerTone = (typeof bannerTones)[number];
export type BannerPlacement = (typeof bannerPlacements)[number];

const toneIcons: Record<BannerTone, ReactNode> = {
  info: <Info size={18} />,
  critical: <CircleAlert size={18} />,
  positive: <CircleCheck size={18} />,
  brand: <Megaphone size={18} />,
};

export interface BannerProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Meaning: info (default), critical (errors), positive (success), brand (promotion, e.g. sales). */
  tone?: BannerTone;
  /**
   * Placement: inline (in the flow, e.g. the dismissible error banner), top (a full-width
   * strip above the page, e.g. the sales banner), floating (fixed bottom-left, e.g. the
   * mobile 'Call Now' banner).
   */
  placement?: BannerPlacement;
  /** A short bold lead, e.g. 'Sales:' or 'Something went wrong'. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Replace the tone's icon; `false` for none. */
  icon?: ReactNode | false;
  /** Actions after the message: a Button (e.g. 'Contact Sale', 'Call Now'). */
  action?: ReactNode;
  /**
   * Top only: on small screens (≤480 px) too, the message and the action stay on one line
   * rather than the action going under the message, so the strip takes one line of the
   * phone's screen. For a short message (a phone number, not a sentence): one too long for
   * the line wraps beside the action.
   */
  singleLine?: boolean;
  /** When set, a close button (IconButton labelled `closeLabel`) calls it. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Default 'Dismiss'. */
  closeLabel?: string;
}

/**
 * A message bar. Inline banners are live regions (role alert for critical, status otherwise),
 * so an error banner that appears is announced; top and floating banners are page furniture
 * and stay quiet unless given a role.
 */
export function Banner({
  tone = 'info',
  placement = 'inline',
  title,
  children,
  icon,
  action,
  singleLine = false,
  onDismiss,
  closeLabel = 'Dismiss',
  className,
  role,
  ...rest
}: BannerProps) {
  const defaultRole =
    placement === 'inline' ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  const shownIcon = icon === false ? null : (icon ?? toneIcons[tone]);
  return (
    <div
      role={role ?? defaultRole}
      data-tone={tone}
      data-placement={placement}
      data-dismissible={onDismiss ? '' : undefined}
      data-single-line={singleLine && placement === 'top' ? '' : undefined}
      className={clsx(styles.banner({ tone, placement }), className)}
      {...rest}
    >
      {shownIcon ? (
        <span className={styles.icon({ placement })} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content({ placement })}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children ? <span className={styles.message}>{children}</span> : null}
      </div>
      {action ? <div className={styles.action({ placement })}>{action}</div> : null}
      {onDismiss ? (
        <IconButton
          label={closeLabel}
          icon={<X size={16} />}
          size="sm"
          tone="neutral"
          round={placement === 'floating'}
          className={styles.dismiss({ placement })}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
