export { RadioCardGroup, RadioCardGroupItem, radioCardGroupColumns } from './RadioCardGroup.tsx';
export type {
  RadioCardGroupProps,
  RadioCardGroupItemProps,
  RadioCardOption,
  RadioCardGroupColumns,
} from './RadioCardGroup.tsx';
