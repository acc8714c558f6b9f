export { NotificationBell, notificationBellLabel } from './NotificationBell.tsx';
export type { NotificationBellProps } from './NotificationBell.tsx';
