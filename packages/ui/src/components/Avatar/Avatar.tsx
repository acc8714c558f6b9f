import { clsx } from 'clsx';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import type { ComponentProps } from 'react';
import { avatar, fallback as fallbackClass, image } from './Avatar.css.ts';
import { getInitials } from './getInitials.ts';

/** sm 32 px (the navigation's minimal mode), md 36 px (default), lg 64 px (profile header). */
export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<
  ComponentProps<typeof AvatarPrimitive.Root>,
  'children' | 'asChild'
> {
  /** Photo URL. When absent, or when it fails to load, the initials show instead. */
  src?: string | null;
  /** Display name: the initials come from its first two words, and it names the avatar. */
  name?: string | null;
  /** E-mail: initials come from its local part when there is no name. */
  email?: string | null;
  /** Text shown instead of computed initials (e.g. 'ME' on a navigation's avatar button). */
  fallback?: string;
  /** Shown when neither the name nor the e-mail gives initials. Default '?'. */
  unknownInitials?: string;
  /** sm 32 px (minimal mode), md 36 px (default), lg 64 px (profile header). */
  size?: AvatarSize;
  /**
   * Accessible name. Defaults to the name, else the e-mail, else 'User'. Pass `''` when the
   * avatar sits inside or beside something that already names the person (a labelled
   * button, a name next to it): it is then hidden from assistive technology.
   */
  alt?: string;
  /**
   * Delay in ms before the initials appear while the photo loads, so a fast photo does not
   * flash initials first. 0 by default, which keeps server-rendered HTML meaningful.
   */
  fallbackDelayMs?: number;
  /** Called when the photo's loading status changes ('loading' | 'loaded' | 'error'). */
  onLoadingStatusChange?: ComponentProps<typeof AvatarPrimitive.Image>['onLoadingStatusChange'];
}

/**
 * A round user picture with an initials fallback: the photo if there is one and it loads,
 * else up to two upper-case initials (`getInitials`), else `unknownInitials`.
 */
export function Avatar({
  src,
  name,
  email,
  fallback,
  unknownInitials = '?',
  size,
  alt,
  fallbackDelayMs,
  onLoadingStatusChange,
  className,
  ...rest
}: AvatarProps) {
  const label = alt ?? (name?.trim() || email?.trim() || 'User');
  const decorative = label === '';
  const initials = fallback ?? (getInitials(name, email) || unknownInitials);
  return (
    <AvatarPrimitive.Root
      // One labelled image for the whole avatar, whichever of photo or initials is showing,
      // so a screen reader hears "Jane Doe" rather than "J D".
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={clsx(avatar({ size }), className)}
      {...rest}
    >
      {src ? (
        <AvatarPrimitive.Image
          src={src}
          alt=""
          className={image}
          onLoadingStatusChange={onLoadingStatusChange}
        />
      ) : null}
      {/* Initials are drawn from data-initials, not written as text: see Avatar.css.ts. */}
      <AvatarPrimitive.Fallback
        delayMs={fallbackDelayMs}
        className={fallbackClass}
        data-initials={initials}
      />
    </AvatarPrimitive.Root>
  );
}
