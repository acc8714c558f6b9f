// The auth rate limits (docs/decisions/016-accounts-in-the-site.md, ASVS 5.0 V6.3.1), counted in the database so they hold across
// API processes. Each attempt takes a slot first ("consume": an advisory lock per bucket and
// key, a count over the window, an insert, in one short transaction), so parallel attempts can
// never all slip under the limit; an attempt that should not count (a sign-in that succeeded)
// gives its slot back ("refund"). No transaction stays open while a password is hashed.
// A count that slows rather than refuses (the sign-in backoff of one account) records attempts
// without a limit ("record") and reads how many the window holds ("recent").
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authRateLimitHits } from '../db/schema.ts';

export interface RateLimit {
  /** The limit's name, part of every row's key ('login-ip'). */
  bucket: string;
  /** At most this many attempts per key in the window. */
  max: number;
  windowMinutes: number;
}

export type ConsumeResult = { ok: true; hitId: number } | { ok: false; retryAfterSeconds: number };

/** What a window holds for one key: how many attempts, and how long ago the newest was made. */
export interface RecentAttempts {
  count: number;
  /** Milliseconds since the newest attempt, by the database's clock; undefined when none. */
  sinceNewestMs?: number;
}

/** Rows older than this are deleted now and then; longer than any window. */
const KEEP_HOURS = 24;

export interface AuthRateLimiter {
  consume(limit: RateLimit, key: string): Promise<ConsumeResult>;
  /** Gives back the slots of these attempts (they should not count). */
  refund(hitIds: number[]): Promise<void>;
  /** Counts an attempt whatever the window holds; resolves to its id (for refund). */
  record(bucket: string, key: string): Promise<number>;
  recent(limit: Omit<RateLimit, 'max'>, key: string): Promise<RecentAttempts>;
}

export function createAuthRateLimiter(db: Db): AuthRateLimiter {
  let consumed = 0;
  return {
    async consume(limit, key) {
      const result = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`auth:${limit.bucket}`}), hashtext(${key}))`,
        );
        const recent = await tx
          .select({ createdAt: authRateLimitHits.createdAt })
          .from(authRateLimitHits)
          .where(
            and(
              eq(authRateLimitHits.bucket, limit.bucket),
              eq(authRateLimitHits.key, key),
              gt(
                authRateLimitHits.createdAt,
                sql`now() - make_interval(mins => ${limit.windowMinutes})`,
              ),
            ),
          )
          .orderBy(asc(authRateLimitHits.createdAt))
          .limit(limit.max);
        if (recent.length >= limit.max) {
          // Free again when the oldest attempt in the window leaves it.
          const oldest = recent[0]?.createdAt as Date;
          const freeAt = oldest.getTime() + limit.windowMinutes * 60_000;
          const seconds = Math.ceil((freeAt - Date.now()) / 1000);
          return {
            ok: false as const,
            retryAfterSeconds: Math.min(limit.windowMinutes * 60, Math.max(1, seconds)),
          };
        }
        const [row] = await tx
          .insert(authRateLimitHits)
          .values({ bucket: limit.bucket, key })
          .returning({ id: authRateLimitHits.id });
        return { ok: true as const, hitId: row?.id as number };
      });
      consumed += 1;
      if (consumed % 100 === 0) {
        await db
          .delete(authRateLimitHits)
          .where(
            lt(authRateLimitHits.createdAt, sql`now() - make_interval(hours => ${KEEP_HOURS})`),
          );
      }
      return result;
    },

    async refund(hitIds) {
      if (hitIds.length === 0) return;
      await db.delete(authRateLimitHits).where(inArray(authRateLimitHits.id, hitIds));
    },

    async record(bucket, key) {
      const [row] = await db
        .insert(authRateLimitHits)
        .values({ bucket, key })
        .returning({ id: authRateLimitHits.id });
      return row?.id as number;
    },

    async recent(limit, key) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)`.mapWith(Number),
          sinceNewestMs: sql<
            number | null
          >`extract(epoch from now() - max(${authRateLimitHits.createdAt})) * 1000`.mapWith(
            (value: unknown) => (value === null ? null : Number(value)),
          ),
        })
        .from(authRateLimitHits)
        .where(
          and(
            eq(authRateLimitHits.bucket, limit.bucket),
            eq(authRateLimitHits.key, key),
            gt(
              authRateLimitHits.createdAt,
              sql`now() - make_interval(mins => ${limit.windowMinutes})`,
            ),
          ),
        );
      return {
        count: row?.count ?? 0,
        sinceNewestMs: row?.sinceNewestMs ?? undefined,
      };
    },
  };
}
