// The workspace's project table: name (to the project's page), last modified, status, visitors
// and pages. On a phone the pages column drops out; the rest scroll sideways in the table's region.
import { Link as RouterLink } from 'react-router-dom';
import { projectStatusLabels, type ProjectStatus, type Workspace } from '@brightlane/contract';
import { Badge, Link, type BadgeProps, type DataTableColumn } from '@brightlane/ui';
import { workspaceCopy } from './copy.ts';
import { formatCount } from './format.ts';
import { ServedDate } from '../projects/ServedDate.tsx';

export type WorkspaceProject = Workspace['projects'][number];

const statusTones: Record<ProjectStatus, NonNullable<BadgeProps['tone']>> = {
  active: 'positive',
  draft: 'caution',
  archived: 'neutral',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge tone={statusTones[status]}>{projectStatusLabels[status]}</Badge>;
}

export function projectColumns(): DataTableColumn<WorkspaceProject>[] {
  const { columns } = workspaceCopy;
  return [
    {
      id: 'name',
      header: columns.name,
      rowHeader: true,
      minWidth: '9rem',
      cell: (project) => (
        <Link asChild underline="hover">
          <RouterLink to={`/projects/${encodeURIComponent(project.id)}`}>{project.name}</RouterLink>
        </Link>
      ),
    },
    {
      id: 'lastModified',
      header: columns.lastModified,
      nowrap: true,
      cell: (project) => <ServedDate iso={project.lastModified} titled />,
    },
    {
      id: 'status',
      header: columns.status,
      cell: (project) => <StatusBadge status={project.status} />,
    },
    {
      id: 'visitors',
      header: columns.visitors,
      align: 'end',
      cell: (project) => formatCount(project.visitors),
    },
    {
      id: 'pages',
      header: columns.pages,
      align: 'end',
      hideBelow: 'md',
      cell: (project) => formatCount(project.pages),
    },
  ];
}
