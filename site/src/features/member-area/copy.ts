// The words of /analytics, /storage and /billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area").
// Tests assert these exactly. The server's own message for a bad period is the contract's
// `memberAreaMessages`.
import type { AnalyticsPeriod } from '@brightlane/contract';

/** Shared by the three pages: docs/product/spec.md §8 keeps a failed fetch quiet, with a retry. */
export const memberAreaCopy = {
  retry: 'Try again',
} as const;

export const analyticsCopy = {
  title: 'Analytics',
  lead: 'How many views your projects have had, day by day.',
  period: 'Period',
  periodOption: (days: AnalyticsPeriod) => `${days} days`,
  statsTitle: 'Summary',
  totalViews: 'Total views',
  change: (days: AnalyticsPeriod) => `Change in ${days} days`,
  projects: 'Projects',
  chartTitle: 'Views per project',
  xLabel: 'Day',
  yLabel: 'Views',
  showTable: 'Show as table',
  hideTable: 'Hide table',
  noData: 'No data',
  loading: 'Loading your analytics…',
  loadFailed: 'Could not load your analytics',
  empty: 'No projects yet',
  emptyHint: 'Create a project and record its views to see them here over time.',
  createProject: 'New Project',
  /** Why a day has no value: said once under the chart. */
  note: 'Totals are your projects’ views as recorded at the end of each day (UTC). A project’s line starts on the day it was created.',
} as const;

export const storageCopy = {
  title: 'Storage',
  lead: 'What your projects and blog posts take of your account’s storage.',
  usage: 'Storage used',
  /** '12.4 KB of 1 GB' */
  usedOf: (used: string, quota: string) => `${used} of ${quota}`,
  percentUsed: (percent: string) => `${percent} used`,
  breakdownTitle: 'By kind',
  projects: 'Projects',
  posts: 'Blog posts',
  nothingYet: 'Nothing stored yet. Projects and blog posts you add count towards your storage.',
  plan: (name: string, quota: string) => `Your ${name} plan includes ${quota}.`,
  billingLink: 'See your plan',
  loading: 'Loading your storage…',
  loadFailed: 'Could not load your storage',
} as const;

export const billingCopy = {
  title: 'Billing',
  lead: 'Your plan and your invoices.',
  planTitle: 'Your plan',
  planName: 'Plan',
  price: 'Price',
  /** '$0.00 a month' */
  perMonth: (price: string) => `${price} a month`,
  storage: 'Storage',
  planNote: 'Every account is on the Free plan. There is nothing to pay and no card to add.',
  invoicesTitle: 'Invoices',
  columns: {
    number: 'Invoice',
    issued: 'Issued',
    due: 'Due',
    amount: 'Amount',
    status: 'Status',
  },
  empty: 'No invoices yet',
  emptyHint: 'Invoices for work we do for you will be listed here.',
  loading: 'Loading your billing…',
  loadFailed: 'Could not load your billing',
} as const;
