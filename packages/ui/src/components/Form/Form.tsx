import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, FormEvent, ReactNode, Ref } from 'react';
import * as styles from './Form.css.ts';

/** What a `<Form>` without `useForm` hands to `onSubmit`: its FormData as an object. */
export type FormValues = Record<string, FormDataEntryValue>;

export interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  /**
   * Called on submit with the form's values (from FormData) and the event; the page does not
   * reload. With `useForm`, spread `form.formProps` instead, which validates first.
   */
  onSubmit?: (values: FormValues, event: FormEvent<HTMLFormElement>) => unknown;
  /** A message about the whole form (e.g. 'Invalid email or password'), shown at the top as an alert. */
  generalError?: ReactNode;
  /** Marks the form busy (`aria-busy`) while it submits. */
  busy?: boolean;
  /**
   * `useForm`'s hold on the `<form>` element, passed by `form.formProps`: with it the form
   * keeps what was typed before the page hydrated. Joined to `ref`, which stays yours.
   */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * A `<form method="post" noValidate>` with the library's vertical rhythm and a general-error
 * alert at the top. Post unless told otherwise (`method="get"` for a search): a form sent
 * before its code runs, or without it, must never put its fields (a password) in the URL,
 * where history, proxy logs and referrers keep them. Validation is ours, not the browser's: its bubbles cannot be styled, do not carry the
 * product's own messages, and vanish before a screen reader reads them.
 */
export function Form({
  onSubmit,
  generalError,
  busy = false,
  formRef,
  ref,
  className,
  children,
  ...rest
}: FormProps) {
  const composedRef = useComposedRefs(ref, formRef);
  const hasError =
    generalError !== undefined &&
    generalError !== null &&
    generalError !== false &&
    generalError !== '';
  return (
    <form
      method="post"
      noValidate
      ref={composedRef}
      aria-busy={busy || undefined}
      className={clsx(styles.form, className)}
      onSubmit={
        onSubmit
          ? (event) => {
              event.preventDefault();
              onSubmit(Object.fromEntries(new FormData(event.currentTarget)), event);
            }
          : undefined
      }
      {...rest}
    >
      {/*
        role="alert" (assertive) here, unlike field errors: there is one general message, it is
        the outcome of the user's own submit, and it is inserted with its text, which every
        screen reader announces for an alert.
      */}
      {hasError ? (
        <div role="alert" className={styles.generalError}>
          <CircleAlert size={18} aria-hidden="true" className={styles.generalErrorIcon} />
          <div>{generalError}</div>
        </div>
      ) : null}
      {children}
    </form>
  );
}
