// The API's OpenAPI document as a generated client reads it: Redocly's recommended lint with
// ../redocly.yaml (docs/decisions/037-openapi-document.md), the operationIds clients are named
// by, and the tags the reference page groups by.
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { openTestDatabase } from './test/database.ts';

const configPath = fileURLToPath(new URL('../redocly.yaml', import.meta.url));
// The name .redocly.lint-ignore.yaml knows the document by (the document itself is never a file).
const documentRef = fileURLToPath(new URL('../openapi.json', import.meta.url));

type Operation = { operationId?: string; tags?: string[] };
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string; description?: string }[];
}

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;

describe('the OpenAPI document', () => {
  let database: Database;
  let doc: OpenApiDocument;
  let problems: NormalizedProblem[];
  beforeAll(async () => {
    database = await openTestDatabase();
    const app = createApp({ database, config: { logLevel: 'silent' } });
    const source = await (await app.request('/api/openapi.json')).text();
    doc = JSON.parse(source) as OpenApiDocument;
    problems = await lintFromString({
      source,
      absoluteRef: documentRef,
      config: await loadConfig({ configPath }),
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );

  it("given Redocly's recommended rules, should have no error and no warning", () => {
    expect(problems.filter((problem) => !problem.ignored).map(describeProblem)).toEqual([]);
  });

  it('given the accepted findings, should still meet each of them (none outlives its reason)', async () => {
    const config = await loadConfig({ configPath });
    const accepted = Object.entries(config.ignore[documentRef] ?? {}).flatMap(([rule, pointers]) =>
      [...pointers].map((pointer) => `${rule} at ${pointer}`),
    );
    const met = problems
      .filter((problem) => problem.ignored)
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}`);

    expect(accepted.length).toBeGreaterThan(0);
    expect(met.sort()).toEqual(accepted.sort());
  });

  it('should keep every operationId: a generated client names its methods by them', () => {
    expect(Object.fromEntries(operations().map(({ key, op }) => [key, op.operationId]))).toEqual({
      'get /api/health': 'getHealth',
      'get /api/ready': 'getReadiness',
      'post /api/vitals': 'recordVital',
      'post /api/client-errors': 'reportClientError',
      'post /api/submit-quote': 'createQuote',
      'post /api/send-confirmation': 'sendQuoteConfirmation',
      'post /api/contact': 'sendContactMessage',
      'post /api/careers/applications': 'createJobApplication',
      'get /api/blog/posts': 'listBlogPosts',
      'post /api/blog/posts': 'createBlogPost',
      'get /api/blog/posts/by-slug/{slug}': 'getBlogPostBySlug',
      'get /api/blog/posts/{id}': 'getBlogPostForEditing',
      'put /api/blog/posts/{id}': 'updateBlogPost',
      'delete /api/blog/posts/{id}': 'deleteBlogPost',
      'get /api/blog/mine': 'listMyBlogPosts',
      'get /api/blog/review': 'listBlogPostsToReview',
      'get /api/auth/session': 'getSession',
      'post /api/auth/login': 'signIn',
      'post /api/auth/signup': 'signUp',
      'post /api/auth/logout': 'signOut',
      'post /api/auth/forgot-password': 'requestPasswordReset',
      'post /api/auth/reset-password': 'resetPassword',
      'post /api/auth/verify-email': 'verifyEmail',
      'post /api/auth/resend-verification': 'resendVerificationEmail',
      'post /api/user/verify': 'checkPasswordResetEmail',
      'put /api/auth/user': 'updateAccount',
      'get /api/user/settings': 'getSettings',
      'put /api/user/settings': 'updateSettings',
      'post /api/auth/change-password': 'changePassword',
      'post /api/auth/2fa/setup': 'startTwoFactorSetup',
      'post /api/auth/2fa/enable': 'enableTwoFactor',
      'post /api/auth/2fa/disable': 'disableTwoFactor',
      'post /api/auth/2fa/verify': 'verifyTwoFactorSignIn',
      'get /api/auth/sessions': 'listSessions',
      'delete /api/auth/sessions': 'revokeOtherSessions',
      'delete /api/auth/sessions/{id}': 'revokeSession',
      'get /api/notifications': 'listNotifications',
      'post /api/notifications/mark-read': 'markNotificationsRead',
      'post /api/notifications/clear': 'clearNotifications',
      'get /api/notifications/stream': 'streamNotifications',
      'get /api/user/projects': 'listProjects',
      'post /api/user/projects': 'createProject',
      'get /api/user/projects/{id}': 'getProject',
      'put /api/user/projects/{id}': 'updateProject',
      'delete /api/user/projects/{id}': 'deleteProject',
      'get /api/user/dashboard': 'getDashboard',
      'get /api/user/{username}/workspace': 'getWorkspace',
      'get /api/user/analytics': 'getAnalytics',
      'get /api/user/storage': 'getStorage',
      'get /api/user/billing': 'getBilling',
      'get /api/admin/leads/{kind}': 'listLeads',
      'patch /api/admin/leads/{kind}/{id}': 'updateLead',
      'get /api/admin/leads/applications/{id}/cv': 'downloadApplicationCv',
      'get /api/admin/vitals': 'getVitalsReport',
    });
  });

  it('should declare, with a description, every tag an operation uses', () => {
    const declared = new Map(doc.tags?.map((tag) => [tag.name, tag.description]));
    const used = new Set(operations().flatMap(({ op }) => op.tags ?? []));

    expect([...used].filter((tag) => !declared.get(tag))).toEqual([]);
    expect([...declared.keys()].filter((tag) => !used.has(tag))).toEqual([]);
  });
});
