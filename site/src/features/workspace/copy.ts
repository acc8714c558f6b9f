// The workspace screen's words (docs/product/spec.md §2 "Workspace for {username}", §8 "Workspace"). The
// §8 strings come from the contract, as the API answers with the same ones.
import { workspaceMessages } from '@brightlane/contract';

export const workspaceCopy = {
  title: (username: string) => `Workspace for ${username}`,
  /** The page's title in the browser tab at /workspace, before the user is known. */
  pageTitle: 'Workspace',
  loading: workspaceMessages.loading,
  fetchFailed: workspaceMessages.fetchFailed,
  noData: workspaceMessages.empty,
  noDataHint: 'There is no workspace for this account.',
  retry: 'Try again',
  statsLabel: 'Workspace stats',
  stats: {
    totalProjects: 'Total Projects',
    totalVisitors: 'Total Visitors',
    storageUsed: 'Storage Used',
    lastActive: 'Last Active',
  },
  /** Last Active of an account never used. */
  never: 'Never',
  justNow: 'Just now',
  projects: 'Projects',
  columns: {
    name: 'Name',
    lastModified: 'Last modified',
    status: 'Status',
    visitors: 'Visitors',
    pages: 'Pages',
  },
  noProjects: 'No projects yet',
  noProjectsHint: 'Projects made in this account are listed here.',
} as const;
