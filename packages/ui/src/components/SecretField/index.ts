export { SecretField, groupSecret } from './SecretField.tsx';
export type { SecretFieldProps } from './SecretField.tsx';
