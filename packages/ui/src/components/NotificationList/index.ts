export { NotificationList } from './NotificationList.tsx';
export type { NotificationListProps } from './NotificationList.tsx';
