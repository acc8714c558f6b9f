// @brightlane/contract — the single source of truth for the wire: zod schemas, their exact
// user-facing messages (docs/product/spec.md §5), enums and API paths. Used by the site and the API alike.
// The site imports only zod-free values from here (messages, paths, form-constants) and types,
// so its first load carries no zod; it fetches schemas through `@brightlane/contract/validation`
// (the forms) and `@brightlane/contract/blog` (the blog's answers).
export * from './email.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './notifications.ts';
export * from './form-constants.ts';
export * from './fields.ts';
export * from './forms.ts';
export * from './blog.ts';
export * from './paths.ts';
export * from './api-errors.ts';
export * from './telemetry.ts';
export * from './sitemap.ts';
export * from './member-area.ts';
export * from './site-forms.ts';
