export { Spinner, spinnerSizes } from './Spinner.tsx';
export type { SpinnerProps, SpinnerSize } from './Spinner.tsx';
