// Every service, built once per app from its dependencies. Routes receive this object.
import { and, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Listen } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMemoryMailer, type Mailer } from '../mail/mailer.ts';
import { createSecretBox, randomSecretsKey } from '../auth/secret-box.ts';
import { createAccountSecurityService, type AccountSecurityService } from './account-security.ts';
import {
  DEFAULT_LOGIN_BACKOFF,
  createAccountCore,
  createAccountsService,
  type AccountsOptions,
  type AccountsService,
} from './accounts.ts';
import { createHealthService, type HealthService } from './health.ts';
import { createLeadsService, type LeadsOptions, type LeadsService } from './leads.ts';
import { createMailQueue, type MailQueue } from './mail-queue.ts';
import { createMemberAreaService, type MemberAreaService } from './member-area.ts';
import { createNotificationHub, type NotificationHub } from './notification-hub.ts';
import { createNotificationsService, type NotificationsService } from './notifications.ts';
import { createProjectsService, type ProjectsService } from './projects.ts';
import { createTelemetryService, type TelemetryService } from './telemetry.ts';

export interface Services {
  health: HealthService;
  telemetry: TelemetryService;
  mailQueue: MailQueue;
  leads: LeadsService;
  accounts: AccountsService;
  accountSecurity: AccountSecurityService;
  notifications: NotificationsService;
  projects: ProjectsService;
  memberArea: MemberAreaService;
  /** This process's live notification streams. */
  notificationHub: NotificationHub;
}

export interface ServiceDeps {
  db: Db;
  /** LISTEN on the database (db/client.ts): how notifications reach every process's streams. */
  listen: Listen;
  /** Default: a memory mailer (an app that never sends a form, e.g. in tests). */
  mail?: Mailer;
  logger?: Logger;
  leads?: Partial<LeadsOptions>;
  accounts?: Partial<AccountsOptions>;
  /**
   * The 32-byte key that encrypts TOTP secrets at rest (SECRETS_KEY or the data directory's
   * key file). Default: a random key, which suits a test's app but not a restart.
   */
  secretsKey?: Uint8Array;
  /** The clock of the member area's daily views (which UTC day is today). Default: the system's. */
  now?: () => Date;
}

export const DEFAULT_LEADS_OPTIONS: LeadsOptions = { rateLimit: 5 };

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = {
  siteUrl: 'http://localhost:3000',
  ipRateLimits: true,
  minForgotPasswordMs: 300,
  loginBackoff: DEFAULT_LOGIN_BACKOFF,
};

export function createServices({
  db,
  listen,
  mail,
  logger,
  leads,
  accounts,
  secretsKey,
  now,
}: ServiceDeps): Services {
  const log = logger ?? createLogger('warn');
  const mailQueue = createMailQueue({
    db,
    mailer: mail ?? createMemoryMailer(),
    logger: log,
    listen,
  });
  const accountOptions = { ...DEFAULT_ACCOUNTS_OPTIONS, ...accounts };
  const notifications = createNotificationsService({
    db,
    mailQueue,
    siteUrl: accountOptions.siteUrl,
  });
  const accountDeps = { db, mailQueue, notifications, options: accountOptions };
  const accountCore = createAccountCore(accountDeps);
  return {
    health: createHealthService(db),
    telemetry: createTelemetryService(db),
    mailQueue,
    leads: createLeadsService({
      db,
      mailQueue,
      notifications,
      options: { rateLimit: leads?.rateLimit ?? DEFAULT_LEADS_OPTIONS.rateLimit },
    }),
    accounts: createAccountsService(accountDeps, accountCore),
    accountSecurity: createAccountSecurityService(
      accountCore,
      createSecretBox(secretsKey ?? randomSecretsKey()),
    ),
    notifications,
    projects: createProjectsService({
      db,
      notifications,
      deliver: accountCore.deliverInBackground,
      now,
    }),
    memberArea: createMemberAreaService({ db, now }),
    notificationHub: createNotificationHub({
      listen,
      since: notifications.since,
      liveSessions: async (ids) => {
        const rows = await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(
            and(
              inArray(sessions.id, [...ids]),
              isNull(sessions.revokedAt),
              gt(sessions.idleExpiresAt, sql`now()`),
              gt(sessions.absoluteExpiresAt, sql`now()`),
            ),
          );
        return new Set(rows.map((row) => row.id));
      },
      logger: log,
    }),
  };
}
