export { TextField, textFieldTypes } from './TextField.tsx';
export type { TextFieldProps, TextFieldType } from './TextField.tsx';
