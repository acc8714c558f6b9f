import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import * as styles from './ProfilePopup.css.ts';

export const profilePopupPlacements = ['nav', 'topbar'] as const;

export interface ProfilePopupProps extends ComponentProps<'div'> {
  /** The user's display name; the header's first line and the avatar's initials. */
  name?: string | null;
  /** The user's e-mail, under the name (and the initials' source when there is no name). */
  email?: string | null;
  /** The user's photo; initials show when absent or broken. */
  avatarSrc?: string | null;
  /** The header's first line when there is neither a name nor an e-mail (a guest). */
  guestLabel?: string;
  /** Leave out the header, e.g. when the body (the profile screen) shows its own. */
  hideHeader?: boolean;
  /** 'nav' (default): 300 px wide. 'topbar': at least 320 px (280 px with `compact`). */
  placement?: (typeof profilePopupPlacements)[number];
  /** The top bar's compact mode: minimum width 280 px instead of 320 px. */
  compact?: boolean;
  /** Actions pinned at the bottom, e.g. 'Log Out'. */
  footer?: ReactNode;
  /** Drop the surface (background, border, shadow) when the host popup already draws one. */
  bare?: boolean;
  /** The body: the profile screen, or menu items. Scrolls when tall. */
  children?: ReactNode;
}

/**
 * The frame of the profile popup: a header with avatar, name and e-mail, a scrolling body
 * and a footer. Put it inside a Popup; it owns only the layout and the SPEC.md widths.
 */
export function ProfilePopup({
  name,
  email,
  avatarSrc,
  guestLabel = 'My Profile',
  hideHeader = false,
  placement = 'nav',
  compact = false,
  footer,
  bare = false,
  children,
  className,
  ...rest
}: ProfilePopupProps) {
  const primary = name?.trim() || email?.trim() || guestLabel;
  const secondary = name?.trim() ? email?.trim() : undefined;
  return (
    <div
      className={clsx(styles.root({ placement, compact }), className)}
      data-placement={placement}
      data-compact={compact || undefined}
      data-bare={bare || undefined}
      {...rest}
    >
      {hideHeader ? null : (
        <div className={styles.header}>
          {/* The name is right beside it, so the avatar itself stays silent. */}
          <Avatar src={avatarSrc} name={name} email={email} alt="" size={compact ? 'md' : 'lg'} />
          <div className={styles.identity}>
            <p className={styles.name} title={primary}>
              {primary}
            </p>
            {secondary ? (
              <p className={styles.email} title={secondary}>
                {secondary}
              </p>
            ) : null}
          </div>
        </div>
      )}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
