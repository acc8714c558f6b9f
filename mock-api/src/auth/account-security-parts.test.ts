// The small parts under the two-factor and Active sessions features: the secret box (AES-GCM
// bound to its owner), TOTP matching (RFC 6238 test vectors' shape, ±1 step) and the labels
// of a session.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import {
  createSecretBox,
  loadOrCreateKeyFile,
  parseSecretsKey,
  randomSecretsKey,
} from './secret-box.ts';
import { describeBrowser, describeNetwork } from './session-labels.ts';
import { canonicalRecoveryCode, matchTotpStep, newRecoveryCode, newTotpSecret } from './totp.ts';

describe('secret box', () => {
  it('given a sealed value, should open it for its owner only and never show the plain text', () => {
    const box = createSecretBox(randomSecretsKey());
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user-2')).toThrow();
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it('given another key or a changed byte, should refuse to open', () => {
    const sealed = createSecretBox(randomSecretsKey()).seal('secret', 'u');
    expect(() => createSecretBox(randomSecretsKey()).open(sealed, 'u')).toThrow();
  });

  it('given SECRETS_KEY as hex or base64, should read 32 bytes and refuse anything else', () => {
    const key = randomSecretsKey();
    expect(parseSecretsKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretsKey(key.toString('base64'))).toEqual(key);
    expect(() => parseSecretsKey('too-short')).toThrow('SECRETS_KEY must be 32 bytes');
  });

  it('given no key file, should make one readable by its owner only, and reuse it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-key-'));
    try {
      const file = join(dir, 'secrets.key');
      const key = loadOrCreateKeyFile(file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(loadOrCreateKeyFile(file)).toEqual(key);
      expect(readFileSync(file, 'utf8').trim()).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('TOTP', () => {
  const at = Date.UTC(2026, 10, 25, 3, 0, 10);
  const code = (secret: string, time: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
      timestamp: time,
    });

  it('should make 16-character base32 secrets, different each time', () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{16}$/);
    expect(newTotpSecret()).not.toBe(a);
  });

  it('given codes of the previous, current and next step, should name their step; others not', () => {
    const secret = newTotpSecret();
    const step = Math.floor(at / 30_000);
    expect(matchTotpStep(secret, code(secret, at), at)).toBe(step);
    expect(matchTotpStep(secret, code(secret, at - 30_000), at)).toBe(step - 1);
    expect(matchTotpStep(secret, code(secret, at + 30_000), at)).toBe(step + 1);
    expect(matchTotpStep(secret, code(secret, at + 60_000), at)).toBeUndefined();
    expect(matchTotpStep(secret, code(secret, at - 60_000), at)).toBeUndefined();
  });

  it('should make recovery codes of two groups of five base32 letters', () => {
    const recovery = newRecoveryCode();
    expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(canonicalRecoveryCode(` ${recovery.toUpperCase()} `)).toBe(recovery.replace('-', ''));
  });
});

describe('session labels', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    ['curl/8.5.0', 'curl'],
    [undefined, 'Unknown browser'],
  ])('given the User-Agent %s, should name it %s', (ua, label) => {
    expect(describeBrowser(ua)).toBe(label);
  });

  it.each([
    ['127.0.0.1', 'This computer'],
    ['::1', 'This computer'],
    ['192.168.1.20', 'Private network'],
    ['10.1.2.3', 'Private network'],
    ['fd00::1', 'Private network'],
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.7', '198.51.100.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['not an address', 'Unknown network'],
  ])('given the address %s, should name its network %s', (ip, label) => {
    expect(describeNetwork(ip)).toBe(label);
  });
});
