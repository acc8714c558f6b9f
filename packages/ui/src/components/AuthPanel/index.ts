export { AuthPanel, authPanelPlacements } from './AuthPanel.tsx';
export type { AuthPanelProps } from './AuthPanel.tsx';
