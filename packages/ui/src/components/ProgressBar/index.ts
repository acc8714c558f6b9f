export { ProgressBar, progressBarTones, progressBarSizes } from './ProgressBar.tsx';
export type { ProgressBarProps } from './ProgressBar.tsx';
