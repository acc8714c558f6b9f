import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, RefCallback } from 'react';
import type { FormValues } from './Form.tsx';

/** One message per field; a missing key means the field is valid. */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** What `validate` returns: a message per invalid field; `undefined` or no key means valid. */
export type ValidationResult<T> = Partial<Record<keyof T, string | undefined>>;

export interface UseFormOptions<T extends object> {
  /** The starting values, also what `reset()` returns to. Text-like fields hold strings. */
  initialValues: T;
  /**
   * Returns the errors of `values`; `{}` when valid. With a contract schema:
   * `validate: (values) => fieldErrors(loginSchema, values)`.
   * May return a promise instead, for validation code that is loaded on demand (so a page
   * does not ship it on first load): the form is then busy (`submitting`) until it settles.
   * A validate that throws or rejects (e.g. its code failed to load) submits nothing and shows
   * `fallbackError`.
   */
  validate?: (values: T) => ValidationResult<T> | PromiseLike<ValidationResult<T>>;
  /**
   * Runs with valid values. Throw (or reject) to fail: the error's message becomes
   * `generalError`, and a `fieldErrors` object on it (see `FormSubmitError`) lands on the fields.
   */
  onSubmit: (values: T) => unknown;
  /** `generalError` when a failure carries no message. */
  fallbackError?: string;
}

/** Props for TextField, TextArea and Select: `<TextField {...form.field('email')} />`. */
export interface TextFieldBinding {
  name: string;
  value: string;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  error: string | undefined;
  disabled: boolean;
  ref: RefCallback<HTMLElement>;
}

/** Props for RadioCardGroup and FileField: `<RadioCardGroup {...form.valueField('projectGoal')} />`. */
export interface ValueFieldBinding<V> {
  name: string;
  value: V;
  onValueChange: (value: V) => void;
  error: string | undefined;
  disabled: boolean;
  ref: RefCallback<HTMLElement>;
}

/** Props for Checkbox and Switch: `<Checkbox {...form.checkedField('remember')} />`. */
export interface CheckedFieldBinding {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
  error: string | undefined;
  disabled: boolean;
  ref: RefCallback<HTMLElement>;
}

/** Spread on `<Form>`: `<Form {...form.formProps}>`. */
export interface FormBinding {
  onSubmit: (values: FormValues, event: FormEvent<HTMLFormElement>) => void;
  generalError: string | null;
  busy: boolean;
}

export interface UseFormReturn<T extends object> {
  /** The current values. */
  values: T;
  /** The current field errors. */
  errors: FormErrors<T>;
  /** A message about the whole form (a failed submit), or null. */
  generalError: string | null;
  /** True while an async `validate` or `onSubmit` runs; field bindings are disabled meanwhile. */
  submitting: boolean;
  /** Sets one value and clears that field's error and the general error (the user is fixing it). */
  setValue: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Replaces the field errors (e.g. from an API 400 body). */
  setErrors: (errors: FormErrors<T>) => void;
  /** Sets or clears the general error. */
  setGeneralError: (message: string | null) => void;
  /** Bindings for a text-like field. */
  field: <K extends keyof T & string>(name: K) => TextFieldBinding;
  /** Bindings for a field with `value`/`onValueChange` (RadioCardGroup, FileField). */
  valueField: <K extends keyof T & string>(name: K) => ValueFieldBinding<T[K]>;
  /** Bindings for a field with `checked`/`onCheckedChange` (Checkbox, Switch). */
  checkedField: <K extends keyof T & string>(name: K) => CheckedFieldBinding;
  /**
   * Validates everything (busy while an async `validate` runs); if invalid, shows the errors
   * and focuses the first invalid field (in page order) without submitting. Otherwise sets
   * `submitting` and awaits `onSubmit`.
   * Values are kept whatever the outcome; call `reset()` on success if the form should empty.
   */
  handleSubmit: (event?: { preventDefault?: () => void; currentTarget?: unknown }) => Promise<void>;
  /** Back to `initialValues` (or the given values), with no errors. */
  reset: (values?: T) => void;
  /** `onSubmit`, `generalError` and `busy` for `<Form>`. */
  formProps: FormBinding;
}

/** An Error whose `fieldErrors` land on the fields when thrown from `onSubmit`. */
export class FormSubmitError extends Error {
  readonly fieldErrors: Record<string, string>;
  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'FormSubmitError';
    this.fieldErrors = fieldErrors;
  }
}

function clean<T>(errors: ValidationResult<T>): FormErrors<T> {
  const result: FormErrors<T> = {};
  for (const [key, message] of Object.entries(errors) as [keyof T, string | undefined][]) {
    if (message) result[key] = message;
  }
  return result;
}

function fieldErrorsOf(error: unknown): Record<string, string> | null {
  // Duck-typed, not instanceof: two copies of the package would not share the class.
  if (typeof error === 'object' && error !== null && 'fieldErrors' in error) {
    const { fieldErrors } = error as { fieldErrors: unknown };
    if (typeof fieldErrors === 'object' && fieldErrors !== null)
      return fieldErrors as Record<string, string>;
  }
  return null;
}

function isPromiseLike<V>(value: V | PromiseLike<V>): value is PromiseLike<V> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}

/** Focus a field's element; a radiogroup is focused through its checked (or first) radio. */
function focusField(element: HTMLElement) {
  if (element.getAttribute('role') === 'radiogroup') {
    const radio =
      element.querySelector<HTMLElement>('input[type="radio"]:checked') ??
      element.querySelector<HTMLElement>('input[type="radio"]:not(:disabled)');
    radio?.focus();
    return;
  }
  element.focus();
}

/**
 * Form state for any contract schema: values, per-field errors that clear when the field is
 * edited, a general error, a submitting flag that disables the fields, and focus on the first
 * invalid field. Pair it with `<Form {...form.formProps}>` and the field bindings.
 */
export function useForm<T extends object>({
  initialValues,
  validate,
  onSubmit,
  fallbackError = 'Something went wrong. Please try again.',
}: UseFormOptions<T>): UseFormReturn<T> {
  const [values, setValuesState] = useState<T>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors<T>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // Refs mirror what handleSubmit needs, so a submit right after an edit (same tick) sees it.
  const valuesRef = useRef(values);
  const submittingRef = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const refCallbacks = useRef(new Map<string, RefCallback<HTMLElement>>());
  const focusNames = useRef<string[]>([]);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValuesState(valuesRef.current);
    setErrorsState((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
    setGeneralError(null);
  }, []);

  const refFor = (name: string): RefCallback<HTMLElement> => {
    let callback = refCallbacks.current.get(name);
    if (!callback) {
      // One stable callback per field, so React does not detach and re-attach on every render.
      callback = (node) => {
        if (node) elements.current.set(name, node);
        else elements.current.delete(name);
      };
      refCallbacks.current.set(name, callback);
    }
    return callback;
  };

  // Focus after the errors are rendered, so the field is announced with its error.
  useEffect(() => {
    if (focusRequest === 0) return;
    const candidates = focusNames.current
      .map((name) => elements.current.get(name))
      .filter((node): node is HTMLElement => Boolean(node?.isConnected));
    candidates.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    const first =
      candidates[0] ?? formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) focusField(first);
  }, [focusRequest]);

  const handleSubmit = useCallback(
    async (event?: { preventDefault?: () => void; currentTarget?: unknown }) => {
      event?.preventDefault?.();
      // Read before any await: React clears currentTarget once the event is dispatched.
      if (
        typeof HTMLFormElement !== 'undefined' &&
        event?.currentTarget instanceof HTMLFormElement
      ) {
        formRef.current = event.currentTarget;
      }
      if (submittingRef.current) return;
      const current = valuesRef.current;
      let result: ValidationResult<T>;
      try {
        const outcome = validate?.(current) ?? {};
        if (isPromiseLike(outcome)) {
          // Busy from the press on, as for onSubmit: no second submit, no edits to values
          // that are being checked, and the button says it is working if loading is slow.
          submittingRef.current = true;
          setSubmitting(true);
          try {
            result = await outcome;
          } finally {
            submittingRef.current = false;
            setSubmitting(false);
          }
        } else {
          result = outcome;
        }
      } catch {
        // Not a verdict on the values: the check itself failed (its code did not load).
        setGeneralError(fallbackError);
        return;
      }
      const found = clean<T>(result);
      if (Object.keys(found).length > 0) {
        setErrorsState(found);
        setGeneralError(null);
        focusNames.current = Object.keys(found);
        setFocusRequest((n) => n + 1);
        return;
      }
      setErrorsState({});
      setGeneralError(null);
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await onSubmit(current);
      } catch (error) {
        const fromServer = fieldErrorsOf(error);
        if (fromServer && Object.keys(fromServer).length > 0) {
          setErrorsState(clean<T>(fromServer as Partial<Record<keyof T, string>>));
          focusNames.current = Object.keys(fromServer);
          setFocusRequest((n) => n + 1);
        }
        setGeneralError(messageOf(error, fallbackError));
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [validate, onSubmit, fallbackError],
  );

  const reset = useCallback(
    (next?: T) => {
      valuesRef.current = next ?? initialValues;
      setValuesState(valuesRef.current);
      setErrorsState({});
      setGeneralError(null);
    },
    [initialValues],
  );

  const field = <K extends keyof T & string>(name: K): TextFieldBinding => ({
    name,
    value: (values[name] ?? '') as string,
    onChange: (event) => setValue(name, event.target.value as T[K]),
    error: errors[name],
    disabled: submitting,
    ref: refFor(name),
  });

  const valueField = <K extends keyof T & string>(name: K): ValueFieldBinding<T[K]> => ({
    name,
    value: values[name],
    onValueChange: (value) => setValue(name, value),
    error: errors[name],
    disabled: submitting,
    ref: refFor(name),
  });

  const checkedField = <K extends keyof T & string>(name: K): CheckedFieldBinding => ({
    name,
    checked: values[name] === true,
    onCheckedChange: (checked) => setValue(name, (checked === true) as T[K]),
    error: errors[name],
    disabled: submitting,
    ref: refFor(name),
  });

  return {
    values,
    errors,
    generalError,
    submitting,
    setValue,
    setErrors: (next) => setErrorsState(clean<T>(next)),
    setGeneralError,
    field,
    valueField,
    checkedField,
    handleSubmit,
    reset,
    formProps: {
      onSubmit: (_values, event) => void handleSubmit(event),
      generalError,
      busy: submitting,
    },
  };
}
