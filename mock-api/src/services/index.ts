// Every service, built once per app from its dependencies. Routes receive this object.
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createHealthService, type HealthService } from './health.ts';
import { createTelemetryService, type TelemetryService } from './telemetry.ts';

export interface Services {
  health: HealthService;
  telemetry: TelemetryService;
}

export interface ServiceDeps {
  db: Db;
  mail?: Mailer;
}

export function createServices({ db }: ServiceDeps): Services {
  return {
    health: createHealthService(db),
    telemetry: createTelemetryService(db),
  };
}
