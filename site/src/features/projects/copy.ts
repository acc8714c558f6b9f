// The member area's words (docs/product/spec.md §2 "Logged-in area screens", §8; docs/product/decisions.md "Logged-in
// area"). The server's own messages ('Project created', 'Project name is required'…) are
// `projectMessages` of the contract. Tests assert these exactly.
import { projectMessages, type ProjectStatus } from '@brightlane/contract';

export const projectsCopy = {
  title: 'My Projects',
  lead: 'Every project of your account, with its figures. Open one to see its details, edit it or delete it.',
  newProject: 'New Project',
  filter: 'Status',
  filterAll: 'All',
  sort: 'Sort by',
  /** The status and order as a form (its 'Show' is there only where the code does not run). */
  filterForm: 'Filter projects',
  applyFilter: 'Show',
  caption: 'Your projects',
  columns: {
    name: 'Name',
    status: 'Status',
    views: 'Views',
    pages: 'Pages',
    revenue: 'Revenue',
    updated: 'Last updated',
  },
  loading: 'Loading your projects…',
  counted: (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`,
  empty: 'No projects yet',
  emptyHint: 'Create a project to follow its views, pages and revenue here and on your dashboard.',
  emptyFiltered: (status: ProjectStatus) => `No ${status} projects`,
  emptyFilteredHint: 'Projects with this status show here.',
  showAll: 'Show all projects',
  emptyPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  pagination: 'Pages of projects',
  loadFailed: 'Could not load your projects',
  retry: 'Try again',
} as const;

export const projectFormCopy = {
  newTitle: 'New Project',
  newLead: 'Name the project and add its figures; you can change them at any time.',
  editTitle: (name: string) => `Edit ${name}`,
  editLead: 'Change the project’s details and figures.',
  name: 'Project name',
  description: 'Description',
  descriptionHint: 'Optional. What the project is and who it is for.',
  status: 'Status',
  views: 'Views',
  viewsHint: 'Visits to the project’s site so far.',
  pages: 'Pages',
  revenue: 'Revenue (AUD)',
  revenueHint: 'In dollars, e.g. 1250.50',
  create: 'Create Project',
  creating: 'Creating...',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** No answer, or one that says nothing a person can act on. */
  saveFailed: 'Could not save the project. Please try again.',
  notFound: projectMessages.notFound,
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes to this project have not been saved and will be lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

export const projectDetailCopy = {
  back: 'All projects',
  edit: 'Edit',
  delete: 'Delete',
  detailsLabel: 'Project details',
  noDescription: 'No description',
  terms: {
    status: 'Status',
    description: 'Description',
    views: 'Views',
    pages: 'Pages',
    revenue: 'Revenue',
    created: 'Created',
    updated: 'Last updated',
  },
  deleteTitle: 'Delete this project?',
  deleteText: (name: string) =>
    `“${name}” and its figures will be removed from your account. This cannot be undone.`,
  cancel: 'Cancel',
  confirmDelete: 'Delete project',
  deleting: 'Deleting...',
  deleteFailed: 'Could not delete the project. Please try again.',
} as const;

export const dashboardStatsCopy = {
  statsTitle: 'Your numbers',
  projects: 'Projects',
  visitors: 'Visitors',
  storage: 'Storage',
  revenue: 'Revenue',
  loading: 'Loading your numbers…',
  loadFailed: 'Could not load your numbers',
  retry: 'Try again',
  recentTitle: 'Recent projects',
  recentLoading: 'Loading your recent projects…',
  recentFailed: 'Could not load your recent projects',
  recentEmpty: 'No projects yet',
  recentEmptyHint: 'Your five most recently updated projects show here.',
  createFirst: 'Create your first project',
  viewAll: 'View all projects',
  updated: (when: string) => `Updated ${when}`,
} as const;
