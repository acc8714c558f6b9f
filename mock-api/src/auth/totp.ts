// Time-based one-time passwords (RFC 6238) through the maintained `otpauth` library: SHA-1,
// 6 digits, 30-second steps, the secret 16 base32 characters (docs/product/spec.md §9; 80 bits). A code is
// accepted for the current step and one step either side (clock drift); the caller stores the
// matched step so the same code, or an older one, never works again (no replay).
import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
/** ±1 step: a code from the previous or next 30 s also passes (RFC 6238 §5.2). */
export const TOTP_WINDOW = 1;

/** 10 random bytes (the library's CSPRNG) are exactly 16 base32 characters (A–Z, 2–7). */
export function newTotpSecret(): string {
  return new Secret({ size: 10 }).base32;
}

/** The time step `code` belongs to near `now`, or undefined when it matches none. */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  });
  const delta = totp.validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code: 10 random base32 letters (50 bits) shown as 'k7f3q-9q2mz'. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The stored form's input: lower case, no dash or spaces. */
export function canonicalRecoveryCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toLowerCase();
}
