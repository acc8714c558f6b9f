// `npm run seed` (node --import tsx mock-api/scripts/seed.ts): see src/cli/seed.ts.
import { runSeed } from '../src/cli/seed.ts';

try {
  await runSeed(process.argv.slice(2), process.env, (text) => process.stdout.write(text));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
