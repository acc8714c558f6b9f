// The code an authenticator app shows: what the two-factor tests type in.
import { Secret, TOTP } from 'otpauth';

/** The 6-digit code for `secret` (base32) at `at` (default now). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
