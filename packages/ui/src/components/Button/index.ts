export { Button, buttonVariants, buttonTones, buttonSizes } from './Button.tsx';
export type { ButtonProps } from './Button.tsx';
