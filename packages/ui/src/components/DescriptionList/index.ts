export { DescriptionList, descriptionListLayouts } from './DescriptionList.tsx';
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList.tsx';
