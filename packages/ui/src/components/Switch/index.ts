export { Switch, switchSizes, switchLabelPositions } from './Switch.tsx';
export type { SwitchProps, SwitchSize, SwitchLabelPosition } from './Switch.tsx';
