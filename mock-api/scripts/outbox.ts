// `npm run outbox` (node --import tsx mock-api/scripts/outbox.ts): see src/cli/outbox.ts.
import { runOutbox } from '../src/cli/outbox.ts';

try {
  console.log(runOutbox(process.argv.slice(2), process.env));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
