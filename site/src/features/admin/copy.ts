// The staff inbox's copy (docs/conventions.md "Site": strings live with their page and are asserted
// by tests). The server's own messages ('Marked as handled'…) are `staffMessages` of the contract.
import { staffMessages, type LeadKind } from '@brightlane/contract';

export const inboxCopy = {
  title: 'Leads',
  lead: 'Quotes, contact messages and job applications from the site, newest first. Mark a lead handled once someone has answered it.',
  tabsLabel: 'Lead types',
  kinds: {
    quotes: 'Quotes',
    contacts: 'Contact messages',
    applications: 'Applications',
  } satisfies Record<LeadKind, string>,
  /** One lead of a kind, for counts: '1 quote', '3 contact messages'. */
  counted: {
    quotes: ['quote', 'quotes'],
    contacts: ['contact message', 'contact messages'],
    applications: ['application', 'applications'],
  } satisfies Record<LeadKind, readonly [string, string]>,
  openCount: (count: number) => `${count} open`,
  search: {
    quotes: 'Search quotes',
    contacts: 'Search contact messages',
    applications: 'Search applications',
  } satisfies Record<LeadKind, string>,
  searchHint: 'Name, email or message',
  filter: 'Show',
  filters: { all: 'All', open: 'Open', handled: 'Handled' },
  columns: {
    received: 'Received',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    details: 'Details',
    message: 'Message',
    experience: 'Experience',
    cv: 'CV',
    handled: 'Handled',
  },
  spam: 'Spam',
  spamHint: 'Flagged as possible spam',
  none: '—',
  noneSpoken: 'None',
  downloadCv: 'Download CV',
  downloadCvOf: (name: string) => `Download CV of ${name}`,
  handledSwitch: (name: string) => `Handled: ${name}`,
  /** Where the page's code does not run, a row's switch is sent by this button. */
  saveHandled: 'Save',
  saveHandledOf: (name: string) => `Save, handled: ${name}`,
  loadFailed: staffMessages.loadFailed,
  updateFailed: staffMessages.updateFailed,
  retry: 'Try again',
  loading: 'Loading leads…',
  /** Nothing to list: 'No quotes yet', 'No open quotes', 'No handled quotes'. */
  empty: (kind: LeadKind, handled: 'open' | 'handled' | null) => {
    const what = inboxCopy.kinds[kind].toLowerCase();
    return handled ? `No ${handled} ${what}` : `No ${what} yet`;
  },
  emptyHint: 'Quotes, contact messages and applications appear here as the site’s forms send them.',
  noMatch: (q: string) => `Nothing matches “${q}”`,
  noMatchHint: 'Try a name, an email address or a word from the message.',
  clearSearch: 'Clear search',
  emptyPage: 'There is nothing on this page.',
  firstPage: 'Go to the first page',
  pagination: (kind: LeadKind) => `Pages of ${inboxCopy.kinds[kind].toLowerCase()}`,
} as const;

/** '1 quote', '12 contact messages'. */
export function countOf(kind: LeadKind, count: number): string {
  const [one, many] = inboxCopy.counted[kind];
  return `${count} ${count === 1 ? one : many}`;
}
