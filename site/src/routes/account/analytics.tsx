import { useSearchParams } from 'react-router-dom';
import { DEFAULT_ANALYTICS_PERIOD, toAnalyticsPeriod } from '@brightlane/contract';
import { Heading, Text } from '@brightlane/ui';
import { AnalyticsPanel, PeriodChoice } from '../../features/member-area/AnalyticsPanel.tsx';
import { analyticsCopy as copy } from '../../features/member-area/copy.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * `/analytics` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): the signed-in user's project views
 * over 7, 30 or 90 days. The period is in the address (`?days=`), so it survives a reload and
 * can be shared; anything else there reads as the default 30 days.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const days = toAnalyticsPeriod(searchParams.get('days')) ?? DEFAULT_ANALYTICS_PERIOD;
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        <PeriodChoice days={days} />
      </header>
      <AnalyticsPanel days={days} />
    </div>
  );
}
