export { Form } from './Form.tsx';
export type { FormProps, FormValues } from './Form.tsx';
export { useForm, FormSubmitError } from './useForm.ts';
export type {
  UseFormOptions,
  UseFormReturn,
  FormErrors,
  ValidationResult,
  TextFieldBinding,
  ValueFieldBinding,
  CheckedFieldBinding,
  FormBinding,
} from './useForm.ts';
