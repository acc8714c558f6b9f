import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { accountPlans, DEFAULT_ACCOUNT_PLAN, type Storage } from '@brightlane/contract';
import {
  Card,
  DescriptionList,
  Heading,
  Link,
  ProgressBar,
  Skeleton,
  Text,
  visuallyHidden,
} from '@brightlane/ui';
import { fetchStorage } from './api.ts';
import { storageCopy as copy } from './copy.ts';
import { formatBytes, formatShare } from './format.ts';
import { QuietError } from './QuietError.tsx';
import { type ServedPage, useLoaded } from './useLoaded.ts';
import * as styles from './memberArea.css.ts';

const loadStorage = () => fetchStorage();

/**
 * /storage's numbers: the bytes used against the quota as a progress bar, and the same bytes
 * by kind (projects' text, blog posts) — the count the dashboard's Storage tile shows as a
 * percentage. `served`: what the server read for the page it rendered; else the panel loads it.
 */
export function StoragePanel({ served }: { served?: ServedPage<Storage> }) {
  const usageId = useId();
  const breakdownId = useId();
  const storage = useLoaded('storage', loadStorage, served);
  const data = storage.data;

  if (storage.status === 'error') {
    return (
      <Card className={styles.card}>
        <QuietError message={copy.loadFailed} onRetry={storage.retry} />
      </Card>
    );
  }

  const plan = accountPlans[DEFAULT_ACCOUNT_PLAN];
  return (
    <>
      <Card asChild className={styles.card}>
        <section aria-labelledby={usageId} aria-busy={!data || undefined}>
          <Heading level={2} size="md" id={usageId}>
            {copy.usage}
          </Heading>
          {data ? (
            <>
              <div className={styles.row}>
                <span className={styles.figure}>
                  {copy.usedOf(formatBytes(data.usedBytes), formatBytes(data.quotaBytes))}
                </span>
                <Text as="span" variant="muted">
                  {copy.percentUsed(formatShare(data.usedBytes, data.quotaBytes))}
                </Text>
              </div>
              <ProgressBar
                label={copy.usage}
                hideLabel
                value={data.usedBytes}
                max={data.quotaBytes}
                valueText={copy.usedOf(formatBytes(data.usedBytes), formatBytes(data.quotaBytes))}
                size="lg"
                tone={data.usedBytes >= data.quotaBytes ? 'critical' : 'brand'}
              />
              {data.usedBytes === 0 ? <Text variant="muted">{copy.nothingYet}</Text> : null}
            </>
          ) : (
            <>
              <span className={visuallyHidden} role="status">
                {copy.loading}
              </span>
              <Skeleton shape="text" width="12rem" />
              <Skeleton shape="block" height="0.75rem" />
            </>
          )}
          <Text size="sm" variant="muted">
            {copy.plan(plan.name, formatBytes(plan.storageQuotaBytes))}{' '}
            <Link asChild underline="always">
              <RouterLink to="/billing">{copy.billingLink}</RouterLink>
            </Link>
          </Text>
        </section>
      </Card>
      <Card asChild className={styles.card}>
        <section aria-labelledby={breakdownId}>
          <Heading level={2} size="md" id={breakdownId}>
            {copy.breakdownTitle}
          </Heading>
          <DescriptionList
            layout="inline"
            aria-busy={!data || undefined}
            items={[
              {
                term: copy.projects,
                detail: data ? formatBytes(data.breakdown.projects) : <Skeleton width="4rem" />,
              },
              {
                term: copy.posts,
                detail: data ? formatBytes(data.breakdown.posts) : <Skeleton width="4rem" />,
              },
            ]}
          />
        </section>
      </Card>
    </>
  );
}
