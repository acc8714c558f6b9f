// `@brightlane/contract/validation`: what the site's forms validate with and the lead answers
// are parsed with — the one part of the contract that needs zod (about 27 KB gzip). The site
// imports it only with `import()`, when a visitor starts on a form (site/src/features/leads/
// validation.ts), so no page pays for zod on first load. The API imports the full index.
// Add here what a further lazily validated form needs; never import this module statically
// from the site.
export {
  applicationSchema,
  blogPostInputSchema,
  blogPostResponseSchema,
  blogPostSchema,
  myPostsSchema,
  postsToReviewSchema,
  contactSchema,
  dashboardSummarySchema,
  fieldErrors,
  messageResponseSchema,
  projectInputSchema,
  projectListSchema,
  projectResponseSchema,
  projectSchema,
  quoteFormSchema,
  quoteStepSchemas,
  workspaceSchema,
} from './forms.ts';
export { apiErrorSchema } from './api-errors.ts';
export { analyticsSchema, billingSchema, storageSchema } from './member-area.ts';
export {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  toSignupRequest,
  loginResponseSchema,
} from './auth.ts';
export {
  activeSessionsResponseSchema,
  adminLeadResponseSchema,
  adminLeadsResponseSchema,
  changePasswordSchema,
  settingsResponseSchema,
  toChangePasswordRequest,
  twoFactorEnableResponseSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupResponseSchema,
  twoFactorVerifySchema,
  updateProfileSchema,
} from './account.ts';
export {
  markNotificationsReadSchema,
  notificationSchema,
  notificationsResponseSchema,
  notificationsUpdateResponseSchema,
} from './notifications.ts';
export { adminVitalsResponseSchema } from './telemetry.ts';
