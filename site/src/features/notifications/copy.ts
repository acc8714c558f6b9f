// The notifications' words beyond the contract's (docs/product/spec.md §2 "Notifications panel", §8: the
// §8 messages and the page's are `notificationMessages` of the contract). Tests assert them.
export const notificationsCopy = {
  /** The bell popup's dialog name and the panel's title before '(count)'. */
  title: 'Notifications',
  loading: 'Loading...',
  retry: 'Try again',
  markAllRead: 'Mark all as read',
  clear: 'Clear',
  /** The panel's link to /notifications. */
  viewAll: 'View all',
  /** The page's lead under its heading. */
  lead: 'Everything that happened on your account, newest first.',
  /** The page's list's accessible name. */
  listLabel: 'All notifications',
} as const;
