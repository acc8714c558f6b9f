// Identity ids taken from a table's sequence before its rows are written, a block at a time
// (the "pooled" id generators of ORMs). A lead's e-mails quote its id ("Quote #123") and are
// rendered before the one statement that stores the lead and queues them together: without the
// id in hand, that took a transaction of four round trips (BEGIN, the lead, its e-mails,
// COMMIT). The sequence stays the only source of ids, so several processes never collide; ids
// a process reserved and never used (it stopped) are gaps, as a rolled-back insert leaves.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export interface IdReserve {
  /** The next reserved id; fetches a new block from the sequence when none is left. */
  next(): Promise<number>;
}

/** Ids of `table`'s identity column `id`, fetched `block` at a time. */
export function createIdReserve(db: Db, table: PgTable, block = 50): IdReserve {
  const name = getTableName(table);
  const ids: number[] = [];
  let fetching: Promise<void> | undefined;

  async function fetchBlock() {
    const result = await db.execute(
      sql`select nextval(pg_get_serial_sequence(${name}, 'id')) as id from generate_series(1, ${block})`,
    );
    // node-postgres answers bigint as a string, PGlite as a number.
    const { rows } = result as unknown as { rows: { id: string | number }[] };
    for (const row of rows) ids.push(Number(row.id));
    ids.sort((a, b) => a - b);
  }

  return {
    async next() {
      // Every caller waiting on one fetch shares it; a block the waiters used up is refetched.
      while (ids.length === 0) {
        fetching ??= fetchBlock().finally(() => (fetching = undefined));
        await fetching;
      }
      return ids.shift() as number;
    },
  };
}
