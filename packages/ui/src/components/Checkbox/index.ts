export { Checkbox, checkboxSizes } from './Checkbox.tsx';
export type { CheckboxProps, CheckboxSize, CheckboxCheckedState } from './Checkbox.tsx';
