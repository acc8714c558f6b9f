// `npm run staff:create -- <email>` (node --import tsx mock-api/scripts/staff-create.ts): see
// src/cli/staff.ts.
import { runStaffCreate } from '../src/cli/staff.ts';

try {
  process.exitCode = await runStaffCreate(process.argv.slice(2), process.env, (text) =>
    process.stdout.write(text),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
