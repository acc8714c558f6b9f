// Readiness: the process is up (health) and can reach its database (ready).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

export interface HealthService {
  /** Resolves to the error when the database does not answer `select 1`, else undefined. */
  checkDatabase(): Promise<unknown>;
}

export function createHealthService(db: Db): HealthService {
  return {
    async checkDatabase() {
      try {
        await db.execute(sql`select 1`);
        return undefined;
      } catch (error) {
        return error ?? new Error('Database check failed');
      }
    },
  };
}
