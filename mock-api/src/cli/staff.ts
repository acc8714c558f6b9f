// `npm run staff:create -- <email>`: gives an existing account the staff role, which opens the
// staff inbox at /admin (docs/product/decisions.md "Lead forms"). The person signs up on the site first
// and confirms their address: an unconfirmed account may be anyone's who typed the address
// first (someone who signs up as newhire@… before the new hire does), so it is refused. The
// role is never granted over HTTP, only by whoever runs the server. The database is the
// server's, reached as `npm run leads` reaches it (server-data.ts).
import { normalizeEmail } from '@brightlane/contract';
import { sql } from 'drizzle-orm';
import { controlRequest } from '../control-socket.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openServerData } from './server-data.ts';

export type StaffGrant = 'granted' | 'already-staff' | 'no-account' | 'unverified';

/** Makes the account with this e-mail staff. */
export async function grantStaff(db: Db, email: string): Promise<StaffGrant> {
  const address = normalizeEmail(email);
  const [row] = await db
    .select({ id: users.id, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`);
  if (!row) return 'no-account';
  if (row.role === 'staff') return 'already-staff';
  if (!row.emailVerifiedAt) return 'unverified';
  await db
    .update(users)
    .set({ role: 'staff' })
    .where(sql`${users.id} = ${row.id}`);
  return 'granted';
}

const USAGE = 'Usage: npm run staff:create -- <email of an existing account>';

const outcomeText = (email: string, outcome: StaffGrant) =>
  ({
    granted: `${email} is now staff: /admin shows the leads when they sign in.`,
    'already-staff': `${email} is already staff.`,
    'no-account': `No account uses ${email}. Sign up on the site first, then run this again.`,
    unverified: `${email} has not confirmed its address yet. Follow the link in the sign-up e-mail (or resend it from the site), then run this again.`,
  })[outcome];

/** Runs the command; resolves to the process exit code. */
export async function runStaffCreate(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  write: (text: string) => void,
): Promise<number> {
  const email = argv.find((arg) => !arg.startsWith('-'));
  const help = argv.includes('--help') || argv.includes('-h');
  if (help || !email?.includes('@')) {
    write(`${USAGE}\n`);
    return help ? 0 : 2;
  }
  const grant = await openServerData<() => Promise<StaffGrant>>(env, {
    database: (database, release) => async () => {
      try {
        return await grantStaff(database.db, email);
      } finally {
        await database.close();
        release?.();
      }
    },
    socket: (socket) => async () => {
      const res = await controlRequest(socket, `/staff?email=${encodeURIComponent(email)}`, 'POST');
      let body = '';
      for await (const chunk of res) body += String(chunk);
      return (JSON.parse(body) as { outcome: StaffGrant }).outcome;
    },
  });
  if (typeof grant === 'string') {
    write(`${grant}\n`);
    return 1;
  }
  const outcome = await grant();
  write(`${outcomeText(email, outcome)}\n`);
  return outcome === 'granted' || outcome === 'already-staff' ? 0 : 1;
}
