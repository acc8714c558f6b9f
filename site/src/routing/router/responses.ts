// What loaders return and throw besides plain data: `data(value, { status })` for a status of
// the page's own (the blog list's 503), a thrown Response or `data()` for an error response the
// route's error boundary shows (a 404 becomes the not-found page).

/** A loader's value with the HTTP status the server should answer with. */
export class DataWithResponseInit<T = unknown> {
  readonly type = 'DataWithResponseInit';
  constructor(
    readonly data: T,
    readonly init: ResponseInit = {},
  ) {}
}

/** `return data({ failed: true }, { status: 503 })` or `throw data(null, { status: 404 })`. */
export function data<T>(value: T, init?: number | ResponseInit): DataWithResponseInit<T> {
  return new DataWithResponseInit(value, typeof init === 'number' ? { status: init } : init);
}

/** A thrown response, as the error boundary sees it (and as hydration data carries it). */
export class ErrorResponse {
  readonly internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return (
    error instanceof ErrorResponse ||
    (error != null &&
      typeof error === 'object' &&
      typeof (error as ErrorResponse).status === 'number' &&
      typeof (error as ErrorResponse).statusText === 'string' &&
      'data' in error &&
      'internal' in error)
  );
}

const STATUS_TEXT: Record<number, string> = { 404: 'Not Found', 500: 'Internal Server Error' };

/** A Response's body as data: JSON when it says so, else text. */
async function bodyOf(response: Response): Promise<unknown> {
  if (response.body == null) return null;
  const type = response.headers.get('Content-Type') ?? '';
  return /\bjson\b/.test(type) ? response.json() : response.text();
}

/** A value a loader returned, unwrapped: the data and the status it asks for. */
export async function loaderResult(value: unknown): Promise<{ data: unknown; status?: number }> {
  if (value instanceof DataWithResponseInit) return { data: value.data, status: value.init.status };
  if (value instanceof Response) return { data: await bodyOf(value), status: value.status };
  return { data: value };
}

/** What a loader threw, as the error boundary gets it: responses become error responses. */
export async function loaderError(thrown: unknown): Promise<unknown> {
  if (thrown instanceof DataWithResponseInit) {
    const status = thrown.init.status ?? 500;
    return new ErrorResponse(
      status,
      thrown.init.statusText ?? STATUS_TEXT[status] ?? '',
      thrown.data,
    );
  }
  if (thrown instanceof Response) {
    return new ErrorResponse(thrown.status, thrown.statusText, await bodyOf(thrown));
  }
  return thrown;
}

/** The not-found error for an address no route matches. */
export const notFoundError = () => new ErrorResponse(404, 'Not Found', null);

/** An error as the server writes it into the page's hydration data. */
export function serializeError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
  if (error instanceof Error) return { message: error.message, __type: 'Error' };
  return error;
}

/** The reverse of `serializeError`, in the browser. */
export function deserializeError(value: unknown): unknown {
  const serialized = value as
    | { __type?: string; status: number; statusText: string; data: unknown; message: string }
    | undefined;
  if (serialized?.__type === 'RouteErrorResponse') {
    return new ErrorResponse(serialized.status, serialized.statusText, serialized.data);
  }
  if (serialized?.__type === 'Error') return new Error(serialized.message);
  return value;
}
