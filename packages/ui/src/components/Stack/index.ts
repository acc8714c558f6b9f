export { Stack, stackAligns } from './Stack.tsx';
export type { StackProps, StackOwnProps, StackAlign } from './Stack.tsx';
