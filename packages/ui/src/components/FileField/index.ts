export { FileField, formatBytes, fileMatchesAccept, describeAccept } from './FileField.tsx';
export type { FileFieldProps, FileRejection } from './FileField.tsx';
