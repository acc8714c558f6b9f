// `npm run leads` (node --import tsx mock-api/scripts/leads.ts): see src/cli/leads.ts.
import { runLeads } from '../src/cli/leads.ts';

// `npm run leads -- --json | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  await runLeads(process.argv.slice(2), process.env, (text) => process.stdout.write(text));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
