import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../Avatar/Avatar.tsx';
import * as styles from './ProfilePopup.css.ts';

export const profilePopupSizes = ['sm', 'md'] as const;

export interface ProfilePopupProps extends ComponentProps<'div'> {
  /** The user's display name; the header's first line and the avatar's initials. */
  name?: string | null;
  /** The user's e-mail, under the name (and the initials' source when there is no name). */
  email?: string | null;
  /** The user's photo; initials show when absent or broken. */
  avatarSrc?: string | null;
  /** The header's first line when there is neither a name nor an e-mail (a guest). */
  guestLabel?: string;
  /** The avatar's text when there is neither a name nor an e-mail. Default '?'. */
  unknownInitials?: string;
  /** Leave out the header, e.g. when the body (the profile screen) shows its own. */
  hideHeader?: boolean;
  /** Width in px or any CSS length. Default 300; never wider than the screen. */
  width?: number | string;
  /** The header: md (default) with a 64 px avatar, sm (compact) with a 36 px one. */
  size?: (typeof profilePopupSizes)[number];
  /** Actions pinned at the bottom, e.g. 'Log Out'. */
  footer?: ReactNode;
  /** Drop the surface (background, border, shadow) when the host popup already draws one. */
  bare?: boolean;
  /** The body: the profile screen, or menu items. Scrolls when tall. */
  children?: ReactNode;
}

/**
 * The frame of a profile popup: a header with avatar, name and e-mail, a scrolling body and
 * a footer. Put it inside a Popup; it owns only the layout.
 */
export function ProfilePopup({
  name,
  email,
  avatarSrc,
  guestLabel = 'My Profile',
  unknownInitials,
  hideHeader = false,
  width = 300,
  size = 'md',
  footer,
  bare = false,
  children,
  className,
  style,
  ...rest
}: ProfilePopupProps) {
  const primary = name?.trim() || email?.trim() || guestLabel;
  const secondary = name?.trim() ? email?.trim() : undefined;
  return (
    <div
      className={clsx(styles.root, className)}
      style={{ width, ...style }}
      data-size={size}
      data-bare={bare || undefined}
      {...rest}
    >
      {hideHeader ? null : (
        <div className={styles.header}>
          {/* The name is right beside it, so the avatar itself stays silent. */}
          <Avatar
            src={avatarSrc}
            name={name}
            email={email}
            unknownInitials={unknownInitials}
            alt=""
            size={size === 'sm' ? 'md' : 'lg'}
          />
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
