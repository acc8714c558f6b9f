// Stores the site's beacons. No HTTP here: the route validated the input already.
import type { ClientErrorReport, VitalReport } from '@brightlane/contract';
import type { Db } from '../db/client.ts';
import { clientErrors, vitals } from '../db/schema.ts';

export interface TelemetryService {
  recordVital(report: VitalReport): Promise<void>;
  recordClientError(report: ClientErrorReport, context: { userAgent?: string }): Promise<void>;
}

export function createTelemetryService(db: Db): TelemetryService {
  return {
    async recordVital(report) {
      await db.insert(vitals).values({
        name: report.name,
        value: report.value,
        rating: report.rating,
        metricId: report.id,
        path: report.path,
      });
    },
    async recordClientError(report, context) {
      await db.insert(clientErrors).values({
        kind: report.kind,
        message: report.message,
        stack: report.stack ?? null,
        url: report.url,
        // Only to tell browsers apart when reading reports; capped like any client input.
        userAgent: context.userAgent?.slice(0, 512) ?? null,
      });
    },
  };
}
