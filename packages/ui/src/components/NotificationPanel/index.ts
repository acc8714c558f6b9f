export { NotificationPanel } from './NotificationPanel.tsx';
export type { NotificationPanelProps, NotificationItem } from './NotificationPanel.tsx';
export { formatRelativeTime } from './formatRelativeTime.ts';
export type { DateInput } from './formatRelativeTime.ts';
