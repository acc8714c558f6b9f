// Every table of the database, one file per domain under tables/. drizzle-kit reads this file
// to generate migrations, and the drizzle client gets it for typed queries. A new domain
// (users, sessions…) is a new tables/<domain>.ts re-exported here, then
// `npm run db:generate -w @brightlane/api` writes its migration.
export * from './tables/telemetry.ts';
export * from './tables/leads.ts';
export * from './tables/blog.ts';
export * from './tables/accounts.ts';
export * from './tables/notifications.ts';
export * from './tables/projects.ts';
export * from './tables/member-area.ts';
