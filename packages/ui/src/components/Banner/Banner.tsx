import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, Megaphone, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Banner.css.ts';

export const bannerTones = ['info', 'critical', 'positive', 'brand'] as const;
export const bannerVariants = ['inline', 'top', 'floating'] as const;
export type BannerTone = (typeof bannerTones)[number];
export type BannerVariant = (typeof bannerVariants)[number];

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
  variant?: BannerVariant;
  /** A short bold lead, e.g. 'Sales:' or 'Something went wrong'. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** Replace the tone's icon; `false` for none. */
  icon?: ReactNode | false;
  /** Actions after the message: a Button (e.g. 'Contact Sale', 'Call Now'). */
  action?: ReactNode;
  /** When set, a close button (IconButton labelled `dismissLabel`) calls it. */
  onDismiss?: () => void;
  /** Accessible name of the close button. Default 'Dismiss'. */
  dismissLabel?: string;
}

/**
 * A message bar. Inline banners are live regions (role alert for critical, status otherwise),
 * so an error banner that appears is announced; top and floating banners are page furniture
 * and stay quiet unless given a role.
 */
export function Banner({
  tone = 'info',
  variant = 'inline',
  title,
  children,
  icon,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  className,
  role,
  ...rest
}: BannerProps) {
  const defaultRole = variant === 'inline' ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  const shownIcon = icon === false ? null : (icon ?? toneIcons[tone]);
  return (
    <div
      role={role ?? defaultRole}
      data-tone={tone}
      data-variant={variant}
      data-dismissible={onDismiss ? '' : undefined}
      className={clsx(styles.banner({ tone, variant }), className)}
      {...rest}
    >
      {shownIcon ? (
        <span className={styles.icon({ variant })} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      <div className={styles.content({ variant })}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children ? <span className={styles.message}>{children}</span> : null}
      </div>
      {action ? <div className={styles.action({ variant })}>{action}</div> : null}
      {onDismiss ? (
        <IconButton
          label={dismissLabel}
          icon={<X size={16} />}
          size="sm"
          tone="neutral"
          round={variant === 'floating'}
          className={styles.dismiss({ variant })}
          onClick={onDismiss}
        />
      ) : null}
    </div>
  );
}
