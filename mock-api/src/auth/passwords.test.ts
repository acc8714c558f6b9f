import type * as Argon2 from '@node-rs/argon2';
import { HASH_CONCURRENCY, hashPassword, verifyPassword } from './passwords.ts';

// Counts the argon2 calls in flight at once; the real functions do the work.
const inFlight = vi.hoisted(() => ({ now: 0, most: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      inFlight.now += 1;
      inFlight.most = Math.max(inFlight.most, inFlight.now);
      try {
        return await fn(...args);
      } finally {
        inFlight.now -= 1;
      }
    };
  return { ...argon2, hash: counted(argon2.hash), verify: counted(argon2.verify) };
});

describe('password hashing', () => {
  it('given a burst of sign-ins, should run at most HASH_CONCURRENCY hashes at once and answer every one', async () => {
    const stored = await hashPassword('correct horse battery');
    inFlight.most = 0;
    const checks = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verifyPassword(stored, i % 2 === 0 ? 'correct horse battery' : 'wrong horse'),
      ),
    );
    expect(checks).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 0));
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    expect(HASH_CONCURRENCY).toBeLessThanOrEqual(3);
    expect(inFlight.most).toBe(HASH_CONCURRENCY);
    expect(inFlight.now).toBe(0);
  });

  it('given a hash that is not argon2, should answer false and free its turn', async () => {
    const results = await Promise.all(
      Array.from({ length: HASH_CONCURRENCY + 2 }, () => verifyPassword('not a hash', 'x')),
    );
    expect(results.every((ok) => ok === false)).toBe(true);
    expect(await verifyPassword(await hashPassword('a b c d e f'), 'a b c d e f')).toBe(true);
  });
});
