export { RecoveryCodes, recoveryCodesText } from './RecoveryCodes.tsx';
export type { RecoveryCodesProps } from './RecoveryCodes.tsx';
