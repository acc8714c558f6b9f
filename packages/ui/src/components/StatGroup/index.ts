export { StatGroup } from './StatGroup.tsx';
export type { StatGroupItem, StatGroupProps } from './StatGroup.tsx';
