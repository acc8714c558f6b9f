import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import {
  DEFAULT_ANALYTICS_PERIOD,
  toAnalyticsPeriod,
  type Analytics,
  type AnalyticsPeriod,
} from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Heading, Text } from '@brightlane/ui';
import { AnalyticsPanel, PeriodChoice } from '../../features/member-area/AnalyticsPanel.tsx';
import { fetchAnalytics } from '../../features/member-area/api.ts';
import { analyticsCopy as copy } from '../../features/member-area/copy.ts';
import type { ServedPage } from '../../features/member-area/useLoaded.ts';
import { servedLoad } from '../../features/projects/useProjectList.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/** The address' period (`?days=`); anything else there reads as the default 30 days. */
const periodOf = (searchParams: URLSearchParams): AnalyticsPeriod =>
  toAnalyticsPeriod(searchParams.get('days')) ?? DEFAULT_ANALYTICS_PERIOD;

/**
 * Rendered per request, the page holds the numbers of its address' period, read on the server
 * as this visitor (the guard above sends a signed-out one to sign in); in the browser the panel
 * asks for them itself.
 */
export function loader({
  request,
  context,
}: LoaderFunctionArgs): ServedPage<Analytics> | Promise<ServedPage<Analytics>> {
  const api = serverApi(context);
  if (!api) return {};
  return servedLoad(fetchAnalytics(periodOf(new URL(request.url).searchParams), api));
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.title), noindex: true };

/**
 * `/analytics` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): the signed-in user's project views
 * over 7, 30 or 90 days. The period is in the address (`?days=`), so it survives a reload and
 * can be shared; anything else there reads as the default 30 days. The periods are links, so
 * they work without the page's code too.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const served = useLoaderData() as ServedPage<Analytics> | undefined;
  const days = periodOf(searchParams);
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        <PeriodChoice days={days} />
      </header>
      <AnalyticsPanel days={days} served={served} />
    </div>
  );
}
