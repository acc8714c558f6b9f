export { Badge, badgeTones, badgeVariants, badgeSizes, formatBadgeCount } from './Badge.tsx';
export type { BadgeProps } from './Badge.tsx';
