import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FolderOpen, FolderPlus } from 'lucide-react';
import {
  projectSortLabels,
  projectSorts,
  projectStatuses,
  projectStatusLabels,
  PROJECTS_PAGE_SIZE,
  type Project,
  type ProjectSort,
  type ProjectStatus,
} from '@brightlane/contract';
import {
  Button,
  DataTable,
  EmptyState,
  Form,
  Link,
  Pagination,
  Select,
  Text,
  visuallyHidden,
  type DataTableColumn,
} from '@brightlane/ui';
import { projectsCopy as copy } from './copy.ts';
import { formatCount, formatMoney } from './format.ts';
import { ServedDate } from './ServedDate.tsx';
import { readListParams, writeListParams, type ProjectListParams } from './listParams.ts';
import type { ProjectsPageData } from './postedForms.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { useProjectList } from './useProjectList.ts';
import * as styles from './projects.css.ts';

const columns: DataTableColumn<Project>[] = [
  {
    id: 'name',
    header: copy.columns.name,
    rowHeader: true,
    minWidth: '10rem',
    cell: (project) => (
      <Link asChild underline="hover" className={styles.name}>
        <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
      </Link>
    ),
  },
  {
    id: 'status',
    header: copy.columns.status,
    cell: (project) => <StatusBadge status={project.status} />,
  },
  {
    id: 'views',
    header: copy.columns.views,
    align: 'end',
    nowrap: true,
    // On a phone: name, status and revenue fit; the rest is on the project's page.
    hideBelow: 'md',
    cell: (project) => <span className={styles.figure}>{formatCount(project.views)}</span>,
  },
  {
    id: 'pages',
    header: copy.columns.pages,
    align: 'end',
    hideBelow: 'md',
    cell: (project) => <span className={styles.figure}>{formatCount(project.pages)}</span>,
  },
  {
    id: 'revenue',
    header: copy.columns.revenue,
    align: 'end',
    nowrap: true,
    cell: (project) => <span className={styles.figure}>{formatMoney(project.revenue)}</span>,
  },
  {
    id: 'updated',
    header: copy.columns.updated,
    nowrap: true,
    hideBelow: 'md',
    cell: (project) => <ServedDate iso={project.updatedAt} titled />,
  },
];

export interface ProjectsPanelProps {
  params: ProjectListParams;
  onParamsChange: (next: Partial<ProjectListParams>) => void;
  /** The list the server read for these params, on a page it rendered (else loaded here). */
  served?: ProjectsPageData;
}

/** The list of /projects: status filter and order, the table of a page, and paging. */
export function ProjectsPanel({ params, onParamsChange, served }: ProjectsPanelProps) {
  const { status, sort, page } = params;
  const list = useProjectList({ status, sort, page, pageSize: PROJECTS_PAGE_SIZE }, served);
  const panelRef = useRef<HTMLDivElement>(null);
  const total = list.data?.total ?? 0;
  const pageCount = list.data ? Math.max(1, Math.ceil(total / list.data.pageSize)) : 1;

  return (
    <div className={styles.panel} ref={panelRef}>
      {/*
        A query, not a change of anything: a GET form, so where the page's code does not run its
        'Show' loads the address of the status and order chosen (the first page). With the code,
        each choice applies as it is made.
      */}
      <Form
        method="get"
        role="search"
        aria-label={copy.filterForm}
        className={styles.toolbar}
        onSubmit={() => {}}
      >
        <Select
          label={copy.filter}
          name="status"
          size="sm"
          className={styles.toolbarField}
          value={status ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onParamsChange({ status: value === 'all' ? null : (value as ProjectStatus), page: 1 });
          }}
          options={[
            { value: 'all', label: copy.filterAll },
            ...projectStatuses.map((value) => ({ value, label: projectStatusLabels[value] })),
          ]}
        />
        <Select
          label={copy.sort}
          name="sort"
          size="sm"
          className={styles.toolbarField}
          value={sort}
          onChange={(event) => onParamsChange({ sort: event.target.value as ProjectSort, page: 1 })}
          options={projectSorts.map((value) => ({ value, label: projectSortLabels[value] }))}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          tone="neutral"
          className={styles.applyWithoutScript}
        >
          {copy.applyFilter}
        </Button>
      </Form>
      {/* Says what the table now holds, for screen readers, when a filter or page loads. */}
      <p className={visuallyHidden} role="status">
        {list.status === 'loading'
          ? copy.loading
          : list.status === 'ready'
            ? copy.counted(total)
            : ''}
      </p>
      {list.status === 'error' ? (
        <div className={styles.quietError}>
          <Text as="span" variant="muted">
            {copy.loadFailed}
          </Text>
          <Button size="sm" variant="outline" tone="neutral" onClick={list.retry}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <>
          <DataTable
            caption={copy.caption}
            hideCaption
            columns={columns}
            rows={list.data?.projects ?? []}
            rowKey={(project) => project.id}
            loading={list.status === 'loading'}
            empty={
              <Empty
                params={params}
                onShowAll={() => onParamsChange({ status: null, page: 1 })}
                onFirstPage={() => onParamsChange({ page: 1 })}
              />
            }
          />
          {list.status === 'ready' && total > 0 ? (
            <Pagination
              label={copy.pagination}
              page={page}
              pageCount={pageCount}
              size="sm"
              totalLabel={copy.counted(total)}
              // Links, so paging works where the code does not run; with it, the router goes.
              getHref={(next) => `?${writeListParams({ ...params, page: next })}`}
              navigate={(href) => {
                const next = readListParams(new URL(href, window.location.href).searchParams);
                onParamsChange({ page: next.page });
                // Paging sits under the table: bring the new page's first rows into view.
                panelRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function Empty({
  params,
  onShowAll,
  onFirstPage,
}: {
  params: ProjectListParams;
  onShowAll: () => void;
  onFirstPage: () => void;
}) {
  if (params.page > 1) {
    return (
      <EmptyState
        size="sm"
        headingLevel={2}
        icon={<FolderOpen size={20} />}
        title={copy.emptyPage}
        action={
          <Button size="sm" variant="outline" tone="neutral" onClick={onFirstPage}>
            {copy.firstPage}
          </Button>
        }
      />
    );
  }
  if (params.status) {
    return (
      <EmptyState
        size="sm"
        headingLevel={2}
        icon={<FolderOpen size={20} />}
        title={copy.emptyFiltered(params.status)}
        description={copy.emptyFilteredHint}
        action={
          <Button size="sm" variant="outline" tone="neutral" onClick={onShowAll}>
            {copy.showAll}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      headingLevel={2}
      icon={<FolderPlus size={24} />}
      title={copy.empty}
      description={copy.emptyHint}
      action={
        <Button asChild>
          <RouterLink to="/projects/new">
            <FolderPlus size={18} aria-hidden="true" />
            {copy.newProject}
          </RouterLink>
        </Button>
      }
    />
  );
}
