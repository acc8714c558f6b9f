// drizzle-kit generate: reads the schema and writes SQL migrations into ./drizzle, which the
// server applies at start (src/db/migrate.ts). Run from mock-api/: `npm run db:generate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
