export { HoverCard, hoverCardSides } from './HoverCard.tsx';
export type { HoverCardProps } from './HoverCard.tsx';
