// The zod-free half of the forms: option lists and their labels, prices, patterns, limits and
// the small helpers pages render or check with. A page that only shows a form imports these
// without pulling zod into its first load; the schemas built from them are in forms.ts, and
// the site fetches those lazily (the `@brightlane/contract/validation` entry) when a visitor
// starts on a form. So this module must never import zod, nor forms.ts, nor any module that
// does (form-constants.test.ts checks it).

// ---------------------------------------------------------------------------------------------
// Field errors
// ---------------------------------------------------------------------------------------------

/** `{ field: first message }` for a form; '' holds an error about the whole form. */
export type FieldErrors = Record<string, string>;

/** An issue from zod (path as keys) or from the API's error body (path already dotted). */
export interface IssueLike {
  path: string | readonly PropertyKey[];
  message: string;
}

/**
 * Turns issues into one message per field, the first one winning (it is the most basic
 * problem, e.g. 'required' before a format). Nested paths are joined with '.'.
 * Use it for API 400 bodies too, so server errors land on the same fields as client ones.
 */
export function fieldErrorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key =
      typeof issue.path === 'string' ? issue.path : issue.path.map((p) => String(p)).join('.');
    if (!Object.hasOwn(errors, key)) errors[key] = issue.message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Spam protection (docs/product/decisions.md "Lead forms")
// ---------------------------------------------------------------------------------------------

/**
 * Name of the honeypot input every public form renders hidden (off-screen, tabIndex -1,
 * autocomplete off). People leave it empty; bots fill it. The API then answers the same
 * success as usual, so the bot learns nothing, and keeps the submission flagged as spam
 * without sending any e-mail.
 */
export const HONEYPOT_FIELD = 'website';

/** True when a submission filled the honeypot (whitespace alone does not count). */
export function isHoneypotFilled(body: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return (body[HONEYPOT_FIELD] ?? '').trim() !== '';
}

// ---------------------------------------------------------------------------------------------
// Quote builder enums (docs/product/spec.md §3)
// ---------------------------------------------------------------------------------------------

export const projectGoals = ['website', 'ecommerce', 'software', 'cloud'] as const;
export type ProjectGoal = (typeof projectGoals)[number];
export const projectGoalLabels = {
  website: 'Website',
  ecommerce: 'E-commerce',
  software: 'Custom Software',
  cloud: 'Cloud Solutions',
} as const satisfies Record<ProjectGoal, string>;

export const businessTypes = [
  'retail',
  'professional',
  'healthcare',
  'technology',
  'other',
] as const;
export type BusinessType = (typeof businessTypes)[number];
export const businessTypeLabels = {
  retail: 'Retail',
  professional: 'Professional Services',
  healthcare: 'Healthcare',
  technology: 'Technology',
  other: 'Other',
} as const satisfies Record<BusinessType, string>;

export const projectScopes = ['small', 'medium', 'large'] as const;
export type ProjectScope = (typeof projectScopes)[number];
/** docs/product/spec.md §3: small 1-2 weeks, medium 3-8 weeks, large 8+ weeks. */
export const projectScopeLabels = {
  small: 'Small (1-2 weeks)',
  medium: 'Medium (3-8 weeks)',
  large: 'Large (8+ weeks)',
} as const satisfies Record<ProjectScope, string>;

// ---------------------------------------------------------------------------------------------
// Price widget (docs/product/spec.md §9)
// ---------------------------------------------------------------------------------------------

export interface PricePackage {
  /** Base price in whole dollars. */
  price: number;
  description: string;
}

/** Base price and description per service key; nothing selected means price 0, no description. */
export const pricePackages = {
  website: { price: 500, description: 'Basic website package' },
  ecommerce: { price: 900, description: 'E-commerce solution' },
  software: { price: 1900, description: 'Custom software development' },
  cloud: { price: 2500, description: 'Cloud infrastructure setup' },
} as const satisfies Record<ProjectGoal, PricePackage>;

// ---------------------------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------------------------

/**
 * docs/product/spec.md §5, read literally: 3 digits, 3 digits, then 4–6 digits; an optional leading '+',
 * optional brackets round the first group, and at most one dash, dot or space between groups.
 *   ok:  '123-456-7890', '(123) 456-7890', '123.456.7890', '1234567890', '+123 456 7890'
 *   not: '12-34', '+1 123.456.7890' (a 1-digit country code is a 4th group the rule lacks)
 */
export const PHONE_PATTERN = /^\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4,6}$/;

/** {@link PHONE_PATTERN} or nothing: the optional phone of the quote form may be left empty. */
export const OPTIONAL_PHONE_PATTERN = /^(?:\+?\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4,6})?$/;

/** True when `value` (trimmed) is a phone number by {@link PHONE_PATTERN}. */
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

// ---------------------------------------------------------------------------------------------
// Careers (docs/product/spec.md §2, §3, §5; docs/product/decisions.md: multipart to POST /api/careers/applications)
// ---------------------------------------------------------------------------------------------

/** The careers tabs; the value sent as `position`. */
export const careerPositions = ['fulltime', 'parttime', 'sales'] as const;
export type CareerPosition = (typeof careerPositions)[number];
export const careerPositionLabels = {
  fulltime: 'Full-Time Developer',
  parttime: 'Part-Time/Remote Developer',
  sales: 'Sales Professional',
} as const satisfies Record<CareerPosition, string>;

/** A link a person can open: http(s) with a dotted host ('https://github.com/ann'). */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Largest CV upload accepted (docs/product/decisions.md). */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** PDF and DOCX, by MIME type. The API should also check the file's first bytes. */
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

// ---------------------------------------------------------------------------------------------
// Blog (docs/product/spec.md §3, §5; docs/product/decisions.md "Blog")
// ---------------------------------------------------------------------------------------------

/**
 * A member writes drafts and submits them for review; publishing to the public blog needs the
 * staff role (docs/product/decisions.md "Blog").
 */
export const blogPostStatuses = ['draft', 'submitted', 'published'] as const;
export type BlogPostStatus = (typeof blogPostStatuses)[number];
/** The statuses a member without the staff role may give a post. */
export const memberPostStatuses = [
  'draft',
  'submitted',
] as const satisfies readonly BlogPostStatus[];

export const BLOG_TITLE_MAX = 200;
export const BLOG_EXCERPT_MAX = 300;
/** Characters of HTML: a long article with markup is well under it. */
export const BLOG_CONTENT_MAX = 200_000;

/** Lower-case words of letters and digits joined by single hyphens: 'my-first-post'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug proposed from a title ('Hello, World!' → 'hello-world'); accents are folded. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Logged-in area: projects (docs/product/spec.md §3, §7; docs/product/decisions.md)
// ---------------------------------------------------------------------------------------------

export const projectStatuses = ['active', 'draft', 'archived'] as const;
export type ProjectStatus = (typeof projectStatuses)[number];
export const projectStatusLabels = {
  active: 'Active',
  draft: 'Draft',
  archived: 'Archived',
} as const satisfies Record<ProjectStatus, string>;

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const PROJECT_COUNT_MAX = 1_000_000_000;
export const PROJECT_PAGES_MAX = 100_000;
/** Dollars. */
export const PROJECT_REVENUE_MAX = 1_000_000_000;

/** The orders of the projects list: last changed, newest, name A–Z, most viewed, most revenue. */
export const projectSorts = ['updated', 'created', 'name', 'views', 'revenue'] as const;
export type ProjectSort = (typeof projectSorts)[number];
export const projectSortLabels = {
  updated: 'Last updated',
  created: 'Newest',
  name: 'Name',
  views: 'Most viewed',
  revenue: 'Most revenue',
} as const satisfies Record<ProjectSort, string>;

export const PROJECTS_PAGE_SIZE = 20;
export const PROJECTS_MAX_PAGE_SIZE = 50;

/** Every account's storage quota: what its projects and posts may take, in bytes (1 GiB). */
export const STORAGE_QUOTA_BYTES = 1024 ** 3;

// ---------------------------------------------------------------------------------------------
// Staff: leads (docs/product/decisions.md "The agency sees its leads")
// ---------------------------------------------------------------------------------------------

export const leadKinds = ['quotes', 'contacts', 'applications'] as const;
export type LeadKind = (typeof leadKinds)[number];

/**
 * The mail state of a stored lead: new (stored, e-mails not sent yet), mailed (every e-mail
 * sent), mail-failed (an e-mail failed; the API keeps retrying it).
 */
export const leadStatuses = ['new', 'mailed', 'mail-failed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Notifications (docs/decisions/020-notifications.md): zod-free, so the navigation's bell imports them without zod
// ---------------------------------------------------------------------------------------------

/** What made a notification; the site may style or link by it, the text says it all. */
export const notificationKinds = [
  'welcome',
  'email-verified',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'new-sign-in',
  'quote-received',
  'project-status',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Notifications per page of GET /api/notifications unless `limit` says otherwise. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 50;

/** At most this many ids per mark-read request ('Mark all as read' sends the loaded ones). */
export const MARK_READ_MAX_IDS = 200;

/** The stream's heartbeat: a comment line every 25 s keeps proxies from closing it. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** docs/product/spec.md §9: a failed stream is reopened after 5 seconds. */
export const NOTIFICATION_RECONNECT_MS = 5_000;
