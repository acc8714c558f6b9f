import { clsx } from 'clsx';
import { QRCodeSVG } from 'qrcode.react';
import type { ComponentProps, ReactNode } from 'react';
import { lightTheme } from '../../theme/themes.css.ts';
import * as styles from './QRCode.css.ts';

export const qrCodeLevels = ['L', 'M', 'Q', 'H'] as const;
export type QRCodeLevel = (typeof qrCodeLevels)[number];

export interface QRCodeProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the code encodes, e.g. an `otpauth://totp/…` link. */
  value: string;
  /**
   * The accessible name of the image, e.g. 'QR code for Acme (jane@example.com)'.
   * Say what scanning it does; the pattern itself means nothing to a screen-reader user.
   */
  label: string;
  /** Side of the code in px, margin included. Default 200. */
  size?: number;
  /** Error-correction level; H (30 % recoverable) by default. */
  level?: QRCodeLevel;
  /** Quiet zone around the code, in modules. The QR specification asks for 4 (default). */
  marginSize?: number;
  /** Visible text under the code (e.g. 'Scan with your authenticator app'). */
  caption?: ReactNode;
}

/**
 * A QR code (qrcode.react) in a framed card. The code is dark on white in both themes:
 * phone cameras and many scanner apps fail on inverted (light-on-dark) codes.
 */
export function QRCode({
  value,
  label,
  size = 200,
  level = 'H',
  marginSize = 4,
  caption,
  className,
  ...rest
}: QRCodeProps) {
  return (
    <div className={clsx(styles.frame, className)} {...rest}>
      {/* A nested light scope pins the plate to white with near-black modules in dark mode too. */}
      <span className={`${lightTheme} ${styles.plate}`}>
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          marginSize={marginSize}
          // currentColor (the plate's `text` token) instead of a raw colour; the plate paints the white.
          fgColor="currentColor"
          bgColor="transparent"
          role="img"
          aria-label={label}
        />
      </span>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
    </div>
  );
}
