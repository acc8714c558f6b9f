export { Skeleton, skeletonShapes } from './Skeleton.tsx';
export type { SkeletonProps } from './Skeleton.tsx';
