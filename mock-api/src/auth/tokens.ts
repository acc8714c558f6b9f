// Secrets handed to clients: session tokens and the one-time tokens of e-mailed links. Each is
// 256 bits from the operating system's CSPRNG (ASVS 5.0 V7.2.3), sent base64url, and stored
// only as its SHA-256 (a fast hash is right here: the input is random, not guessable).
import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
