// Secrets the API must read back (the TOTP secrets of two-factor accounts) are stored
// encrypted at rest (docs/decisions/017-account-security.md; ASVS 5.0 V11.3): AES-256-GCM with a fresh 96-bit nonce per
// value and the owner's id as associated data, so a stolen database reveals nothing and a
// ciphertext copied onto another user's row does not open. The key comes from SECRETS_KEY
// (32 bytes, base64 or hex), else from a key file generated once in the data directory.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files.ts';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 'v1';

export interface SecretBox {
  /** `plain` sealed for `owner`: 'v1.<base64url nonce|tag|ciphertext>'. */
  seal(plain: string, owner: string): string;
  /** The plain text, or throws when the value was not sealed with this key for `owner`. */
  open(sealed: string, owner: string): string;
}

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secrets key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain, owner) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(owner, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const sealed = Buffer.concat([nonce, cipher.getAuthTag(), body]);
      return `${VERSION}.${sealed.toString('base64url')}`;
    },
    open(sealed, owner) {
      const [version, data] = sealed.split('.');
      if (version !== VERSION || !data) throw new Error('Unknown sealed-secret format');
      const bytes = Buffer.from(data, 'base64url');
      const nonce = bytes.subarray(0, NONCE_BYTES);
      const tag = bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, nonce);
      decipher.setAAD(Buffer.from(owner, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** A random key, for tests and for an app built without one. */
export function randomSecretsKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

/** SECRETS_KEY's value as 32 bytes: 64 hex digits or base64(url) of 32 bytes. */
export function parseSecretsKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, value.includes('-') || value.includes('_') ? 'base64url' : 'base64');
  if (key.length !== KEY_BYTES) {
    throw new Error('SECRETS_KEY must be 32 bytes: 64 hex digits or 44 base64 characters');
  }
  return key;
}

/**
 * The key in `file`, made on first use (mode 0600). Every process sharing one PostgreSQL must
 * use the same key: set SECRETS_KEY there instead (README "Configuration").
 */
export function loadOrCreateKeyFile(file: string): Buffer {
  if (existsSync(file)) return parseSecretsKey(readFileSync(file, 'utf8'));
  makePrivateDir(dirname(file));
  const key = randomSecretsKey();
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  chmodSync(file, PRIVATE_FILE_MODE);
  return key;
}
