export { Button, buttonVariants, buttonTones, buttonSizes, buttonForcedStates } from './Button.tsx';
export type { ButtonProps } from './Button.tsx';
