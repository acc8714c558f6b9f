import { isRouteErrorResponse } from 'react-router-dom';

/** Readable text for anything a route can throw: an Error, a thrown Response, or any value. */
export function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const data =
      typeof error.data === 'string'
        ? error.data
        : (error.data as { message?: unknown } | null)?.message;
    return [`${error.status} ${error.statusText}`.trim(), typeof data === 'string' ? data : '']
      .filter(Boolean)
      .join('\n');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
