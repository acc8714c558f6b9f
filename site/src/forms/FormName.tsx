import { FORM_NAME_FIELD } from './postedForm.ts';

/**
 * Names its form in the post, for a page whose action serves several forms (`actionsByForm` in
 * forms/postedForm.ts). Put it inside the `<Form>`.
 */
export function FormName({ name }: { name: string }) {
  return <input type="hidden" name={FORM_NAME_FIELD} value={name} />;
}
