export { Tooltip, TooltipProvider, tooltipSides } from './Tooltip.tsx';
export type { TooltipProps, TooltipProviderProps } from './Tooltip.tsx';
