// Every service, built once per app from its dependencies. Routes receive this object.
import type { Db } from '../db/client.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMemoryMailer, type Mailer } from '../mail/mailer.ts';
import { createSecretBox, randomSecretsKey } from '../auth/secret-box.ts';
import { createAccountSecurityService, type AccountSecurityService } from './account-security.ts';
import {
  createAccountCore,
  createAccountsService,
  type AccountsOptions,
  type AccountsService,
} from './accounts.ts';
import { createHealthService, type HealthService } from './health.ts';
import { createLeadsService, type LeadsOptions, type LeadsService } from './leads.ts';
import { createMailQueue, type MailQueue } from './mail-queue.ts';
import { createTelemetryService, type TelemetryService } from './telemetry.ts';

export interface Services {
  health: HealthService;
  telemetry: TelemetryService;
  mailQueue: MailQueue;
  leads: LeadsService;
  accounts: AccountsService;
  accountSecurity: AccountSecurityService;
}

export interface ServiceDeps {
  db: Db;
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
}

export const DEFAULT_LEADS_OPTIONS: LeadsOptions = { rateLimit: 5, mailWaitMs: 2000 };

export const DEFAULT_ACCOUNTS_OPTIONS: AccountsOptions = {
  siteUrl: 'http://localhost:3000',
  ipRateLimits: true,
  minForgotPasswordMs: 300,
};

export function createServices({
  db,
  mail,
  logger,
  leads,
  accounts,
  secretsKey,
}: ServiceDeps): Services {
  const log = logger ?? createLogger('warn');
  const mailQueue = createMailQueue({ db, mailer: mail ?? createMemoryMailer(), logger: log });
  const accountDeps = {
    db,
    mailQueue,
    logger: log,
    options: { ...DEFAULT_ACCOUNTS_OPTIONS, ...accounts },
  };
  const accountCore = createAccountCore(accountDeps);
  return {
    health: createHealthService(db),
    telemetry: createTelemetryService(db),
    mailQueue,
    leads: createLeadsService({
      db,
      mailQueue,
      logger: log,
      options: {
        rateLimit: leads?.rateLimit ?? DEFAULT_LEADS_OPTIONS.rateLimit,
        mailWaitMs: leads?.mailWaitMs ?? DEFAULT_LEADS_OPTIONS.mailWaitMs,
      },
    }),
    accounts: createAccountsService(accountDeps, accountCore),
    accountSecurity: createAccountSecurityService(
      accountCore,
      createSecretBox(secretsKey ?? randomSecretsKey()),
    ),
  };
}
