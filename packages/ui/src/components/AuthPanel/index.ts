export { AuthPanel, authPanelVariants } from './AuthPanel.tsx';
export type { AuthPanelProps } from './AuthPanel.tsx';
