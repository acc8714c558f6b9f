export { TextArea } from './TextArea.tsx';
export type { TextAreaProps } from './TextArea.tsx';
