import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  /**
   * Field errors shown from the first render, as if a submit had found them: e.g. a server's
   * verdict on a form posted without JavaScript, rendered into the page it answers with. Each
   * clears when its field is edited; `reset()` clears them all.
   */
  initialErrors?: FormErrors<T>;
  /**
   * The general error shown from the first render (e.g. 'Invalid email or password' for a
   * sign-in posted without JavaScript). Cleared by an edit, a submit or `reset()`.
   */
  initialGeneralError?: string | null;
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
  /**
   * Hands useForm its `<form>` from the first commit, so it can read what was typed before
   * the page hydrated. `<Form>` joins it to a `ref` of your own; neither replaces the other.
   */
  formRef: RefCallback<HTMLFormElement>;
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
  /** `onSubmit`, `generalError`, `busy` and `formRef` for `<Form>`. */
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

/** An element's tag name; '' for a RadioNodeList (several controls of one name). */
function tagOf(node: unknown): string {
  return typeof (node as Element).tagName === 'string' ? (node as Element).tagName : '';
}

/**
 * What the field `name` of `form` shows, of the same kind as `rendered` (the value it was
 * rendered with): a string from an input, textarea, select or radio group, a boolean from a
 * checkbox. `undefined` when there is no such field or its value is not read (a file input,
 * whose files a value cannot hold, or a value of another kind).
 */
function shownValue(
  form: HTMLFormElement,
  name: string,
  rendered: unknown,
): string | boolean | undefined {
  const item = form.elements.namedItem(name);
  if (!item) return undefined;
  const tag = tagOf(item);
  if (!tag) {
    // Several controls share the name: read as a radio group (its checked radio's value, or '').
    const list = item as RadioNodeList;
    const isGroup = Array.from(list).some(
      (node) => tagOf(node) === 'INPUT' && (node as HTMLInputElement).type === 'radio',
    );
    return typeof rendered === 'string' && isGroup ? list.value : undefined;
  }
  if (tag === 'INPUT') {
    const input = item as HTMLInputElement;
    if (input.type === 'file') return undefined;
    if (input.type === 'checkbox') return typeof rendered === 'boolean' ? input.checked : undefined;
    if (typeof rendered !== 'string') return undefined;
    if (input.type === 'radio') return input.checked ? input.value : '';
    return input.value;
  }
  if (tag === 'TEXTAREA' || tag === 'SELECT') {
    return typeof rendered === 'string' ? (item as HTMLTextAreaElement).value : undefined;
  }
  return undefined;
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
  initialErrors,
  initialGeneralError = null,
}: UseFormOptions<T>): UseFormReturn<T> {
  const [values, setValuesState] = useState<T>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors<T>>(() => clean<T>(initialErrors ?? {}));
  const [generalError, setGeneralError] = useState<string | null>(initialGeneralError);
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  // Refs mirror what handleSubmit needs, so a submit right after an edit (same tick) sees it.
  const valuesRef = useRef(values);
  const submittingRef = useRef(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // The values the fields were first rendered with: what a field shows unless it was edited.
  const renderedValues = useRef(values);
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

  // A stable callback, so React does not detach and re-attach the form on every render.
  const bindForm = useCallback<RefCallback<HTMLFormElement>>((node) => {
    formRef.current = node;
  }, []);

  // What a visitor typed, picked or ticked in a server-rendered form before it hydrated (on a
  // slow phone, seconds of a form that looks ready). React 19 hydrates a controlled field
  // without touching its DOM value, so the text stays on screen while the state keeps the
  // rendered value: the form would be validated and sent empty, and its next render would wipe
  // the field. So once mounted, each field named in `initialValues` that shows something else
  // is taken into the state (as an edit: it clears that field's error). A form the client
  // rendered itself shows the state's values, and nothing changes. A layout effect: the state
  // is right before the first paint and before any effect (or replayed press) reads it.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const rendered = renderedValues.current;
    for (const [name, value] of Object.entries(rendered) as [keyof T & string, unknown][]) {
      const shown = shownValue(form, name, value);
      if (shown !== undefined && shown !== value) setValue(name, shown as T[typeof name]);
    }
  }, [setValue]);

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
      formRef: bindForm,
    },
  };
}
