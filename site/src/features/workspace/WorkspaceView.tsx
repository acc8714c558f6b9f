import { FolderOpen, FolderX } from 'lucide-react';
import type { Workspace } from '@brightlane/contract';
import {
  Banner,
  DataTable,
  EmptyState,
  Heading,
  Spinner,
  StatGroup,
  type StatGroupItem,
} from '@brightlane/ui';
import * as layout from '../../layouts/SiteLayout.css.ts';
import { RetryAction } from '../member-area/RetryAction.tsx';
import { projectColumns } from './columns.tsx';
import { workspaceCopy as copy } from './copy.ts';
import { formatCount, formatPercent } from './format.ts';
import { LastActive } from './LastActive.tsx';
import { useWorkspace, type ServedWorkspace } from './useWorkspace.ts';
import * as styles from './workspace.css.ts';

export interface WorkspaceViewProps {
  /** Whose workspace: the signed-in user's at /workspace, the address's at /{username}/workspace. */
  username: string;
  /** What the server read for the page it rendered (the page's loader data); none in the browser. */
  served?: ServedWorkspace;
}

/**
 * 'Workspace for {username}' (docs/product/spec.md §2, §8; docs/product/decisions.md "Logged-in area"): the account's
 * stats and its projects, 'Loading workspace...' until they are in, the §8 failure with
 * 'Try again', and 'No workspace data available' when the API has none. Rendered by the server
 * too, from what it read (`served`), and hydrated from the same without asking again.
 */
export function WorkspaceView({ username, served }: WorkspaceViewProps) {
  const state = useWorkspace(username, served?.workspace);
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <Heading level={1}>{copy.title(state.workspace?.username ?? username)}</Heading>
      </header>
      {state.status === 'error' ? (
        <Banner
          tone="critical"
          title={copy.fetchFailed}
          action={<RetryAction label={copy.retry} onRetry={state.retry} />}
        />
      ) : state.status === 'empty' ? (
        <EmptyState
          bordered
          headingLevel={2}
          icon={<FolderX size={24} />}
          title={copy.noData}
          description={copy.noDataHint}
        />
      ) : (
        <WorkspaceContent workspace={state.workspace} servedAt={served?.servedAt} />
      )}
    </div>
  );
}

/** The stats and the project table; while `workspace` is null, both stand in with skeletons. */
function WorkspaceContent({
  workspace,
  servedAt,
}: {
  workspace: Workspace | null;
  servedAt: number | undefined;
}) {
  const loading = workspace === null;
  return (
    <>
      {loading ? (
        <p role="status" className={styles.loading}>
          <Spinner size="sm" />
          {copy.loading}
        </p>
      ) : null}
      <StatGroup
        aria-label={copy.statsLabel}
        stats={statsOf(workspace, servedAt)}
        loading={loading}
      />
      <div className={styles.projects}>
        <Heading level={2} size="md">
          {copy.projects}
        </Heading>
        {workspace && workspace.projects.length === 0 ? (
          // In place of the table rather than in a row of it: on a phone the table is wider
          // than the screen and scrolls, which would cut the sentence off.
          <EmptyState
            bordered
            size="sm"
            headingLevel={3}
            icon={<FolderOpen size={20} />}
            title={copy.noProjects}
            description={copy.noProjectsHint}
          />
        ) : (
          <DataTable
            caption={copy.projects}
            hideCaption
            columns={projectColumns()}
            rows={workspace?.projects ?? []}
            rowKey={(project) => project.id}
            loading={loading}
            loadingRowCount={3}
          />
        )}
      </div>
    </>
  );
}

function statsOf(workspace: Workspace | null, servedAt: number | undefined): StatGroupItem[] {
  const stats = workspace?.stats;
  return [
    {
      label: copy.stats.totalProjects,
      value: stats ? formatCount(stats.totalProjects) : null,
    },
    {
      label: copy.stats.totalVisitors,
      value: stats ? formatCount(stats.totalVisitors) : null,
    },
    {
      label: copy.stats.storageUsed,
      value: stats ? formatPercent(stats.storageUsed) : null,
    },
    {
      label: copy.stats.lastActive,
      value: stats ? <LastActive iso={stats.lastActive} servedAt={servedAt} /> : null,
    },
  ];
}
