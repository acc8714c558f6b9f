// /admin/vitals (docs/decisions/025-vitals-dashboard.md): what the site's beacons report, for staff. Per page, the 75th
// percentile of each Core Web Vital over 7, 30 or 90 days with web.dev's rating in words (the
// colour only repeats it), and the latest uncaught errors with their stacks folded away.
// Staff only, like /admin: anyone else signed in gets the not-found page from the loader.
// Rendered per request with the address' period (docs/decisions/040-forms-post-to-the-server.md):
// its figures and errors show before and without the page's code, the periods are links.
import { useId } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { ArrowLeft, Bug, Gauge } from 'lucide-react';
import {
  apiPaths,
  rateVital,
  sitePaths,
  toAnalyticsPeriod,
  withQuery,
  type AdminClientError,
  type AdminVitalsResponse,
  type AnalyticsPeriod,
  type SiteApiFetch,
  type VitalsPage,
  type WebVitalName,
  type WebVitalRating,
} from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  Heading,
  Link,
  Skeleton,
  Text,
  visuallyHidden,
  type DataTableColumn,
} from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { loadValidation } from '../../app/validation.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { InvalidAdminResponseError } from '../../features/admin/api.ts';
import { apiRequest } from '../../features/auth/api.ts';
import { requireStaff, type StaffLoaderData } from '../../features/auth/guard.ts';
import { PeriodChoice } from '../../features/member-area/AnalyticsPanel.tsx';
import { QuietError } from '../../features/member-area/QuietError.tsx';
import { useLoaded, type ServedPage } from '../../features/member-area/useLoaded.ts';
import { ServedDate } from '../../features/projects/ServedDate.tsx';
import { servedLoad } from '../../features/projects/useProjectList.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import { siteOrigin } from '../../seo/siteOrigin.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as cards from '../../features/member-area/memberArea.css.ts';
import * as styles from './admin-vitals.css.ts';

/** The periods offered (the API takes any 1-90); the page opens on a week. */
export const DEFAULT_VITALS_PERIOD: AnalyticsPeriod = 7;

export const vitalsCopy = {
  title: 'Web vitals',
  lead: 'How fast the site is for real visitors, page by page: the 75th percentile of each Core Web Vital, and the latest errors their browsers hit. Visitors who ask not to be tracked send nothing.',
  back: 'Back to leads',
  speedTitle: 'Page speed (75th percentile)',
  speedCaption: 'Page speed per page, 75th percentile',
  page: 'Page',
  views: 'Views',
  metricNames: {
    LCP: 'Largest Contentful Paint',
    INP: 'Interaction to Next Paint',
    CLS: 'Cumulative Layout Shift',
    FCP: 'First Contentful Paint',
    TTFB: 'Time to First Byte',
  } satisfies Record<WebVitalName, string>,
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<WebVitalRating, string>,
  reports: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  noReport: 'No reports',
  speedEmpty: (days: number) => `No page speed reports in the last ${days} days`,
  speedEmptyHint:
    'Browsers report when a visitor leaves or hides a page. Pages visited by people who ask not to be tracked never appear.',
  errorsTitle: 'Latest errors',
  errorsEmpty: (days: number) => `No errors in the last ${days} days`,
  errorsEmptyHint:
    'Uncaught errors and unhandled promise rejections in visitors’ browsers show here.',
  kinds: { error: 'Error', unhandledrejection: 'Unhandled rejection' },
  on: 'on',
  stack: 'Stack trace',
  noStack: 'No stack trace',
  loading: 'Loading web vitals…',
  loadFailed: 'Failed to load web vitals',
} as const;

/** The address' period (`?days=7|30|90`); anything else there reads as 7. */
const periodOf = (searchParams: URLSearchParams): AnalyticsPeriod =>
  toAnalyticsPeriod(searchParams.get('days')) ?? DEFAULT_VITALS_PERIOD;

/** The loader's answer: staff, and on the server what it read for the address' period. */
export type VitalsPageData = StaffLoaderData & ServedPage<AdminVitalsResponse>;

/**
 * Staff only, as /admin (features/auth/guard.ts `requireStaff`): anyone else signed in gets the
 * not-found page, and no /api/admin request is made. Rendered per request, the page holds the
 * vitals of its address' period, read on the server as this visitor; in the browser the page
 * asks for them itself.
 */
export async function loader(args: LoaderFunctionArgs): Promise<VitalsPageData> {
  const staff = await requireStaff(args);
  const api = serverApi(args.context);
  if (!api) return staff;
  const days = periodOf(new URL(args.request.url).searchParams);
  return { ...staff, ...(await servedLoad(fetchVitals(days, api))) };
}

/** This page's head (routing/page.ts): anyone signed in but staff gets the not-found page's. */
export const meta: MetaSource = ({ data }) => ({
  title: titleWithBrand(data ? 'Web Vitals' : notFoundCopy.title),
  noindex: true,
});

/**
 * GET /api/admin/vitals?days=, checked against the contract; through `fetchApi` (the server's
 * in-process API, as the visitor) when given.
 */
export async function fetchVitals(
  days: number,
  fetchApi?: SiteApiFetch,
): Promise<AdminVitalsResponse> {
  const json = await apiRequest(
    withQuery(apiPaths.admin.vitals, { days }),
    undefined,
    'GET',
    fetchApi,
  );
  const { adminVitalsResponseSchema } = await loadValidation();
  const parsed = adminVitalsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidAdminResponseError();
  return parsed.data;
}

/** '180 ms', '2.46 s'; CLS has no unit: '0.05'. */
export function formatVital(name: WebVitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(2);
  if (value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

const ratingTones = {
  good: 'positive',
  'needs-improvement': 'caution',
  poor: 'critical',
} as const satisfies Record<WebVitalRating, string>;

function MetricCell({ page, name }: { page: VitalsPage; name: WebVitalName }) {
  const summary = page.metrics[name];
  if (!summary) {
    return (
      <Text as="span" variant="muted">
        <span aria-hidden="true">—</span>
        <span className={visuallyHidden}>{vitalsCopy.noReport}</span>
      </Text>
    );
  }
  const rating = rateVital(name, summary.p75);
  return (
    <span className={styles.metric} title={vitalsCopy.reports(summary.count)}>
      <span className={styles.value}>{formatVital(name, summary.p75)}</span>
      <Badge size="sm" tone={ratingTones[rating]} className={styles.rating}>
        {vitalsCopy.ratings[rating]}
      </Badge>
    </span>
  );
}

/** The Core Web Vitals (LCP, INP, CLS) stay on a phone; views, FCP and TTFB drop out. */
const metricOrder: { name: WebVitalName; core: boolean }[] = [
  { name: 'LCP', core: true },
  { name: 'INP', core: true },
  { name: 'CLS', core: true },
  { name: 'FCP', core: false },
  { name: 'TTFB', core: false },
];

const columns: DataTableColumn<VitalsPage>[] = [
  {
    id: 'page',
    header: vitalsCopy.page,
    rowHeader: true,
    minWidth: '8rem',
    cell: (page) => <span className={styles.pagePath}>{page.path}</span>,
  },
  {
    id: 'views',
    header: vitalsCopy.views,
    align: 'end',
    hideBelow: 'md',
    cell: (page) => page.views.toLocaleString('en-AU'),
  },
  ...metricOrder.map(({ name, core }): DataTableColumn<VitalsPage> => ({
    id: name,
    header: <abbr title={vitalsCopy.metricNames[name]}>{name}</abbr>,
    cell: (page) => <MetricCell page={page} name={name} />,
    ...(core ? {} : { hideBelow: 'md' as const }),
  })),
];

/**
 * The page an error happened on, as a path when it is `origin`'s: the site's public origin in
 * the server's render and the render that hydrates it (the server knows no other), the
 * browser's once the page's code runs.
 */
function pageOf(url: string, origin: string): string {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}

function ErrorItem({ error }: { error: AdminClientError }) {
  // Until hydrated, its page as the server wrote it, against the site's origin (its time, in
  // Melbourne's zone until then, is `ServedDate`'s).
  const hydrated = useHydrated();
  return (
    <li className={styles.error}>
      <div className={styles.errorHead}>
        <Badge size="sm" tone={error.kind === 'error' ? 'critical' : 'caution'}>
          {vitalsCopy.kinds[error.kind]}
        </Badge>
        <span className={styles.errorMessage}>{error.message}</span>
      </div>
      <Text as="span" size="sm" variant="muted" className={styles.errorMeta}>
        <span className={styles.pagePath}>
          {pageOf(error.url, hydrated ? window.location.origin : siteOrigin)}
        </span>
        , {vitalsCopy.on} <ServedDate iso={error.createdAt} withTime />
        {error.userAgent ? (
          <span title={error.userAgent}> · {browserOf(error.userAgent)}</span>
        ) : null}
      </Text>
      {error.stack ? (
        <details>
          <summary className={styles.summary}>{vitalsCopy.stack}</summary>
          <pre className={styles.stack}>{error.stack}</pre>
        </details>
      ) : (
        <Text as="span" size="xs" variant="muted">
          {vitalsCopy.noStack}
        </Text>
      )}
    </li>
  );
}

/** A short browser name from a user agent, enough to tell reports apart ('Firefox 140'). */
export function browserOf(userAgent: string): string {
  const match =
    /(Edg|OPR|Firefox|SamsungBrowser)\/(\d+)/.exec(userAgent) ??
    /(Chrome|Chromium)\/(\d+)/.exec(userAgent) ??
    /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/.exec(userAgent);
  if (!match) return userAgent.split(' ')[0] ?? userAgent;
  if (match.length === 2) return `Safari ${match[1]}`;
  const names: Record<string, string> = {
    Edg: 'Edge',
    OPR: 'Opera',
    SamsungBrowser: 'Samsung Internet',
  };
  return `${names[match[1]!] ?? match[1]} ${match[2]}`;
}

function Vitals({
  days,
  served,
}: {
  days: AnalyticsPeriod;
  served?: ServedPage<AdminVitalsResponse>;
}) {
  const errorsId = useId();
  const loaded = useLoaded(days, fetchVitals, served);
  const data = loaded.data;

  if (loaded.status === 'error') {
    return (
      <Card className={cards.card}>
        <QuietError message={vitalsCopy.loadFailed} onRetry={loaded.retry} />
      </Card>
    );
  }

  return (
    <>
      {data ? null : (
        <p className={visuallyHidden} role="status">
          {vitalsCopy.loading}
        </p>
      )}
      {/* Not a section: the table's own scroll region is the landmark, named by its caption. */}
      <Card className={cards.card}>
        <Heading level={2} size="md">
          {vitalsCopy.speedTitle}
        </Heading>
        <DataTable
          caption={vitalsCopy.speedCaption}
          hideCaption
          columns={columns}
          rows={data?.pages ?? []}
          rowKey={(page) => page.path}
          loading={!data}
          loadingRowCount={3}
          empty={
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<Gauge size={20} />}
              title={vitalsCopy.speedEmpty(days)}
              description={vitalsCopy.speedEmptyHint}
            />
          }
        />
      </Card>
      <Card asChild className={cards.card}>
        <section aria-labelledby={errorsId} aria-busy={!data || undefined}>
          <Heading level={2} size="md" id={errorsId}>
            {vitalsCopy.errorsTitle}
          </Heading>
          {!data ? (
            <div>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </div>
          ) : data.errors.length === 0 ? (
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<Bug size={20} />}
              title={vitalsCopy.errorsEmpty(days)}
              description={vitalsCopy.errorsEmptyHint}
            />
          ) : (
            <ul className={styles.errors}>
              {data.errors.map((error) => (
                <ErrorItem key={error.id} error={error} />
              ))}
            </ul>
          )}
        </section>
      </Card>
    </>
  );
}

/** `/admin/vitals`. The period is in the address (`?days=7|30|90`); anything else reads as 7. */
export function Component() {
  const [searchParams] = useSearchParams();
  const served = useLoaderData() as VitalsPageData | undefined;
  const days = periodOf(searchParams);
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <Link asChild underline="hover" variant="muted" className={styles.back}>
        <RouterLink to={sitePaths.admin}>
          <ArrowLeft size={16} aria-hidden="true" />
          {vitalsCopy.back}
        </RouterLink>
      </Link>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{vitalsCopy.title}</Heading>
          <Text variant="muted">{vitalsCopy.lead}</Text>
        </div>
        <PeriodChoice days={days} />
      </header>
      <Vitals days={days} served={served} />
    </div>
  );
}
