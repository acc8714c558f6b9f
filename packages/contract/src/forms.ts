// Public lead forms (quote, contact, careers), blog and project bodies and the logged-in
// area's read models. Rules and messages follow docs/product/spec.md §3 and §5; the wire follows docs/product/spec.md §7
// and docs/product/decisions.md. The option lists, labels, patterns and limits the schemas use are zod-free,
// in form-constants.ts, so a page can render a form without loading zod; the site loads these
// schemas only when a form is used.
import { z } from './zod.ts';
import { emailField } from './email.ts';
import { idSchema, isoDateTime, optionalText, requiredText } from './fields.ts';
import {
  blogPostStatuses,
  businessTypes,
  careerPositions,
  CV_MAX_BYTES,
  CV_MIME_TYPES,
  fieldErrorsFromIssues,
  HONEYPOT_FIELD,
  isHttpUrl,
  OPTIONAL_PHONE_PATTERN,
  projectGoals,
  projectScopes,
  BLOG_CONTENT_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_TITLE_MAX,
  projectSorts,
  projectStatuses,
  PROJECT_COUNT_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_PAGES_MAX,
  PROJECT_REVENUE_MAX,
  PROJECTS_MAX_PAGE_SIZE,
  PROJECTS_PAGE_SIZE,
  SLUG_PATTERN,
  type FieldErrors,
} from './form-constants.ts';
import {
  blogMessages,
  careersMessages,
  contactMessages,
  projectMessages,
  quoteMessages,
} from './messages.ts';

// ---------------------------------------------------------------------------------------------
// Form helpers (the field builders are in fields.ts)
// ---------------------------------------------------------------------------------------------

/** Validates form values; `{}` means valid. Messages are the exact ones of docs/product/spec.md §5. */
export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** `{ success, message }`: the answer of the lead forms and of actions with nothing to return. */
export const messageResponseSchema = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Spam protection (docs/product/decisions.md "Lead forms")
// ---------------------------------------------------------------------------------------------

/** The honeypot input (`HONEYPOT_FIELD`, form-constants.ts) as every public form's body carries it. */
const honeypot = z.string().optional().meta({
  description: 'Honeypot: leave empty. A non-empty value marks the submission as spam.',
});

// ---------------------------------------------------------------------------------------------
// Quote builder enums (docs/product/spec.md §3)
// ---------------------------------------------------------------------------------------------

/** Also the `projectType` of a confirmation request. */
export const projectGoalSchema = z.enum(projectGoals, { error: quoteMessages.projectGoalRequired });

export const businessTypeSchema = z.enum(businessTypes, {
  error: quoteMessages.businessTypeRequired,
});

export const projectScopeSchema = z.enum(projectScopes, {
  error: quoteMessages.projectScopeRequired,
});

// ---------------------------------------------------------------------------------------------
// Quote (docs/product/spec.md §3, §5, §7 POST /api/submit-quote)
// ---------------------------------------------------------------------------------------------

/** Step 1: what to build. */
export const quoteStep1Schema = z.object({ projectGoal: projectGoalSchema });

/** Step 2: who for, how big. */
export const quoteStep2Schema = z.object({
  businessType: businessTypeSchema,
  projectScope: projectScopeSchema,
});

/** Step 3: contact details. Phone and message may be '' (left empty). */
export const quoteStep3Schema = z.object({
  name: requiredText(quoteMessages.nameRequired),
  email: emailField({ required: quoteMessages.emailRequired, invalid: quoteMessages.emailInvalid }),
  phone: z
    .string()
    .trim()
    .regex(OPTIONAL_PHONE_PATTERN, { error: quoteMessages.phoneInvalid })
    .optional(),
  message: optionalText(),
});

/** The step schemas in order: the builder's Next validates `quoteStepSchemas[step - 1]`. */
export const quoteStepSchemas = [quoteStep1Schema, quoteStep2Schema, quoteStep3Schema] as const;

/** Every field the visitor fills in, steps 1 to 3. */
export const quoteFormSchema = z.object({
  ...quoteStep1Schema.shape,
  ...quoteStep2Schema.shape,
  ...quoteStep3Schema.shape,
});

/** POST /api/submit-quote: the form plus the submit time and the honeypot. */
export const quoteRequestSchema = quoteFormSchema
  .extend({
    timestamp: isoDateTime().meta({ description: 'When the visitor pressed Submit (ISO 8601).' }),
    [HONEYPOT_FIELD]: honeypot,
  })
  .meta({ id: 'QuoteRequest' });

/** The answer of POST /api/submit-quote. */
export const quoteResponseSchema = messageResponseSchema;

/** POST /api/send-confirmation (sent only to an address that quoted in the last hour). */
export const sendConfirmationSchema = z
  .object({
    email: emailField({
      required: quoteMessages.emailRequired,
      invalid: quoteMessages.emailInvalid,
    }),
    name: requiredText(quoteMessages.nameRequired),
    projectType: projectGoalSchema,
  })
  .meta({ id: 'SendConfirmationRequest' });

/** The answer of POST /api/send-confirmation: always the same, sent or not. */
export const sendConfirmationResponseSchema = messageResponseSchema;

export type QuoteStep1 = z.infer<typeof quoteStep1Schema>;
export type QuoteStep2 = z.infer<typeof quoteStep2Schema>;
export type QuoteStep3 = z.infer<typeof quoteStep3Schema>;
export type QuoteForm = z.infer<typeof quoteFormSchema>;
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;
export type SendConfirmationRequest = z.infer<typeof sendConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Contact (docs/product/spec.md §3, §5, §7 POST /api/contact)
// ---------------------------------------------------------------------------------------------

/** POST /api/contact. Phone is free text here: §5 gives the contact form no phone format. */
export const contactSchema = z
  .object({
    name: requiredText(contactMessages.nameRequired),
    email: emailField({
      required: contactMessages.emailRequired,
      invalid: contactMessages.emailInvalid,
    }),
    phone: optionalText(),
    message: requiredText(contactMessages.messageRequired),
    [HONEYPOT_FIELD]: honeypot,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.infer<typeof contactSchema>;

/** The answer of POST /api/contact. */
export const contactResponseSchema = messageResponseSchema;

// ---------------------------------------------------------------------------------------------
// Careers (docs/product/spec.md §2, §3, §5; docs/product/decisions.md: multipart to POST /api/careers/applications)
// ---------------------------------------------------------------------------------------------

export const careerPositionSchema = z.enum(careerPositions, {
  error: careersMessages.positionRequired,
});

/** The application form's fields. */
export const applicationSchema = z.object({
  name: requiredText(careersMessages.nameRequired),
  email: emailField({
    required: careersMessages.emailRequired,
    invalid: careersMessages.emailInvalid,
  }),
  // §5 requires a phone but gives the application form no format, so none is imposed.
  phone: requiredText(careersMessages.phoneRequired),
  position: careerPositionSchema,
  experience: requiredText(careersMessages.experienceRequired),
  github: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), { error: careersMessages.githubInvalid })
    .optional()
    .meta({ description: 'Optional; empty or an http(s) URL.' }),
  [HONEYPOT_FIELD]: honeypot,
});

/** An optional CV: PDF or DOCX, at most 5 MB. */
export const cvFileSchema = z
  .file()
  .max(CV_MAX_BYTES, { error: careersMessages.cvTooLarge })
  .mime([...CV_MIME_TYPES], { error: careersMessages.cvType })
  // zod-to-openapi has no mapping for z.file(); describe it as OpenAPI's binary string.
  .meta({ type: 'string', format: 'binary', description: 'PDF or DOCX, at most 5 MB.' });

/**
 * POST /api/careers/applications (multipart/form-data): the fields plus an optional `cv`.
 * Browsers send an unchosen file input as an empty, nameless File: drop it before parsing.
 */
export const applicationRequestSchema = applicationSchema
  .extend({ cv: cvFileSchema.optional() })
  .meta({ id: 'ApplicationRequest' });

/** The answer of POST /api/careers/applications. */
export const applicationResponseSchema = messageResponseSchema;

export type ApplicationForm = z.infer<typeof applicationSchema>;
export type ApplicationRequest = z.infer<typeof applicationRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Blog (docs/product/spec.md §3, §5; docs/product/decisions.md "Blog")
// ---------------------------------------------------------------------------------------------

export const blogPostStatusSchema = z.enum(blogPostStatuses, { error: blogMessages.statusInvalid });

/** POST /api/blog/posts and PUT /api/blog/posts/{id}. Content is HTML, sanitised by the API. */
export const blogPostInputSchema = z
  .strictObject({
    title: requiredText(blogMessages.titleRequired).max(BLOG_TITLE_MAX, {
      error: blogMessages.titleTooLong,
    }),
    // Lower-cased before the check: 'My-Post' is accepted as 'my-post'.
    slug: z
      .string({ error: blogMessages.slugRequired })
      .trim()
      .toLowerCase()
      .regex(SLUG_PATTERN, {
        error: (issue) =>
          issue.input === '' ? blogMessages.slugRequired : blogMessages.slugInvalid,
      }),
    content: requiredText(blogMessages.contentRequired).max(BLOG_CONTENT_MAX, {
      error: blogMessages.contentTooLong,
    }),
    excerpt: z
      .string()
      .trim()
      .max(BLOG_EXCERPT_MAX, { error: blogMessages.excerptTooLong })
      .optional(),
    status: blogPostStatusSchema,
  })
  .meta({ id: 'BlogPostInput' });

/** A post as the API returns it. */
export const blogPostSchema = z
  .object({
    id: idSchema,
    title: z.string(),
    slug: z.string(),
    content: z.string(),
    excerpt: z.string().nullable(),
    status: blogPostStatusSchema,
    /** Null for a post without an account behind it (the seeded ones): only staff edit those. */
    authorId: idSchema.nullable(),
    authorName: z.string(),
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
    /** Set when the post is first published; null for a draft never published. */
    publishedAt: isoDateTime().nullable(),
  })
  .meta({ id: 'BlogPost' });

/** A list entry: the post without its body. */
export const blogPostSummarySchema = blogPostSchema
  .omit({ content: true })
  .meta({ id: 'BlogPostSummary' });

/** GET /api/blog/mine: the caller's drafts and posts, the last changed first. */
export const myPostsSchema = z
  .object({ posts: z.array(blogPostSummarySchema) })
  .meta({ id: 'MyPosts' });

/** GET /api/blog/review (staff): the posts members submitted, waiting to be published. */
export const postsToReviewSchema = z
  .object({ posts: z.array(blogPostSummarySchema) })
  .meta({ id: 'PostsToReview' });

/** The answer of create and update. */
export const blogPostResponseSchema = z
  .object({ post: blogPostSchema, message: z.string() })
  .meta({ id: 'BlogPostResponse' });

export type BlogPostInput = z.infer<typeof blogPostInputSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type MyPosts = z.infer<typeof myPostsSchema>;
export type PostsToReview = z.infer<typeof postsToReviewSchema>;
export type BlogPostResponse = z.infer<typeof blogPostResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Logged-in area: projects, dashboard, workspace (docs/product/spec.md §3, §7; docs/product/decisions.md)
// ---------------------------------------------------------------------------------------------

export const projectStatusSchema = z.enum(projectStatuses, {
  error: projectMessages.statusInvalid,
});

const count = () => z.number().int().nonnegative();

/** A form's number field: '' is 0, a numeric string its number (anything else stays invalid). */
const numberField = (value: unknown) =>
  value === '' ? 0 : typeof value === 'string' && value.trim() !== '' ? Number(value) : value;

/** A whole number from 0 to `max`. */
const formCount = (max: number, message: string) =>
  z.preprocess(
    numberField,
    z
      .number({ error: message })
      .int({ error: message })
      .min(0, { error: message })
      .max(max, { error: message }),
  );

/**
 * POST /api/user/projects and PUT /api/user/projects/{id} (the whole project). Views and revenue
 * are the client's own figures for their site until analytics feeds them (docs/decisions/022-member-area-analytics-storage-billing.md).
 */
export const projectInputSchema = z
  .strictObject({
    name: requiredText(projectMessages.nameRequired).max(PROJECT_NAME_MAX, {
      error: projectMessages.nameTooLong,
    }),
    description: z
      .string()
      .trim()
      .max(PROJECT_DESCRIPTION_MAX, { error: projectMessages.descriptionTooLong })
      .optional(),
    status: projectStatusSchema,
    views: formCount(PROJECT_COUNT_MAX, projectMessages.countInvalid).optional(),
    pages: formCount(PROJECT_PAGES_MAX, projectMessages.countInvalid).optional(),
    /** Dollars with at most two decimals. */
    revenue: z
      .preprocess(
        numberField,
        z
          .number({ error: projectMessages.revenueInvalid })
          .min(0, { error: projectMessages.revenueInvalid })
          .max(PROJECT_REVENUE_MAX, { error: projectMessages.revenueInvalid })
          .multipleOf(0.01, { error: projectMessages.revenueInvalid }),
      )
      .optional(),
  })
  .meta({ id: 'ProjectInput' });

/** A project as the API returns it. */
export const projectSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string(),
    status: projectStatusSchema,
    createdAt: isoDateTime(),
    updatedAt: isoDateTime(),
    views: count(),
    /** Revenue attributed to the project, in dollars; the dashboard sums it. */
    revenue: z.number().nonnegative(),
    pages: count(),
  })
  .meta({ id: 'Project' });

/** GET /api/user/projects: `status` filters, `sort` orders (newest change first by default). */
export const projectListQuerySchema = z.object({
  status: projectStatusSchema.optional(),
  sort: z.enum(projectSorts).default('updated'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PROJECTS_MAX_PAGE_SIZE).default(PROJECTS_PAGE_SIZE),
});
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

export const projectListSchema = z
  .object({
    projects: z.array(projectSchema),
    /** Projects matching the filter, on every page. */
    total: count(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  })
  .meta({ id: 'ProjectList' });

/** Answers of create and update. */
export const projectResponseSchema = z
  .object({ project: projectSchema, message: z.string() })
  .meta({ id: 'ProjectResponse' });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** GET /api/user/dashboard: the four tiles. */
export const dashboardSummarySchema = z
  .object({
    projects: count(),
    /** Sum of the projects' views. */
    visitors: count(),
    /** Percent of the storage quota used, 0–100. */
    storage: z.number().min(0).max(100),
    /** Sum of the projects' revenue, in dollars. */
    revenue: z.number().nonnegative(),
  })
  .meta({ id: 'DashboardSummary' });

/** GET /api/user/{username}/workspace. */
export const workspaceSchema = z
  .object({
    username: z.string(),
    stats: z.object({
      totalProjects: count(),
      totalVisitors: count(),
      /** Percent of the storage quota used, 0–100. */
      storageUsed: z.number().min(0).max(100),
      /** Last sign-in or project change; null for an account never used. */
      lastActive: isoDateTime().nullable(),
    }),
    projects: z.array(
      z.object({
        id: idSchema,
        name: z.string(),
        lastModified: isoDateTime(),
        // docs/product/spec.md's sample shows active and draft; archived projects are real too.
        status: projectStatusSchema,
        visitors: count(),
        pages: count(),
      }),
    ),
  })
  .meta({ id: 'Workspace' });

export type ProjectInput = z.infer<typeof projectInputSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ProjectList = z.infer<typeof projectListSchema>;
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
export type Workspace = z.infer<typeof workspaceSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: leads (docs/product/decisions.md "The agency sees its leads")
// ---------------------------------------------------------------------------------------------

/** PATCH /api/admin/leads/{kind}/{id}: mark a lead handled (or not). */
export const leadHandledSchema = z
  .object({ handled: z.boolean() })
  .meta({ id: 'LeadHandledUpdate' });
export type LeadHandledUpdate = z.infer<typeof leadHandledSchema>;
