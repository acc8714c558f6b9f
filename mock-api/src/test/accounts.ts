// Account set-up for tests about what comes after sign-up (the staff role needs a confirmed
// address): the same change following the sign-up e-mail's link makes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** Marks the account with this e-mail confirmed. */
export async function confirmEmail(db: Db, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()` })
    .where(sql`lower(${users.email}) = lower(${email})`);
}
