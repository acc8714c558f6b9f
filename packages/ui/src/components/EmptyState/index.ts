export { EmptyState, emptyStateSizes, emptyStateHeadingLevels } from './EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState.tsx';
