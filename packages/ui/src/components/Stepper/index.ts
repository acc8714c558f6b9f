export { Stepper, stepStates, getStepState, defaultStepText } from './Stepper.tsx';
export type { StepperProps, StepperStep, StepState } from './Stepper.tsx';
