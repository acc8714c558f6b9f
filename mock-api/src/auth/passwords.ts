// Password hashing and the password rules the contract cannot check (docs/decisions/016-accounts-in-the-site.md, ASVS 5.0 V6.2,
// OWASP Password Storage Cheat Sheet). argon2id through @node-rs/argon2: its async functions
// run on libuv's thread pool, off the event loop. At most HASH_CONCURRENCY hashes run at once,
// the rest wait their turn: libuv's pool has 4 threads, and 4 argon2 hashes on a 2-core machine
// would leave the event loop a third of a core (a burst of sign-ins stalled every other
// request) and the pool no thread for file I/O. The whole password is hashed (no truncation;
// the contract caps a chosen one at 128 characters).
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * OWASP's argon2id minimum: m = 19 MiB, t = 2, p = 1. `algorithm: 2` is Argon2id (the
 * package's const enum cannot be imported under isolatedModules).
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as NonNullable<Options['algorithm']>,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** Hashes running at once: every core but one (for the event loop), at least 1, at most 3. */
export const HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1));

let running = 0;
const waiting: (() => void)[] = [];

// A slot is handed straight to the next waiter, so the count never dips and lets a newcomer in
// ahead of it.
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASH_CONCURRENCY) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2_OPTIONS));
}

/** False for a wrong password and for anything that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

// A real hash of a random password, made once: sign-in verifies against it when the e-mail is
// unknown, so an unknown account costs the same time as a wrong password (no enumeration).
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`not-a-password-${Math.random()}`);
  return dummyHash;
}

let commonPasswords: Set<string> | undefined;

/** The 10,000 most common passwords (see COMMON-PASSWORDS.md for source and licence). */
function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(text.split('\n').filter(Boolean));
}

/** True when the password, in any case, is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = 10_000;
