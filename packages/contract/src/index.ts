// @brightlane/contract — the single source of truth for the wire: zod schemas, their exact
// user-facing messages (SPEC.md §5), enums and API paths. Used by the site and the API alike.
export * from './email.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './forms.ts';
export * from './blog.ts';
export * from './paths.ts';
export * from './api-errors.ts';
export * from './telemetry.ts';
