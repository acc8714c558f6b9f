// Multipart forms with one optional file (the careers CV). Runs as route middleware before the
// contract validation, on a body the app's body limit caps as it streams in (and answers 413
// for, whatever the parser makes of the cut-off body):
//  - a body that is not multipart at all → 400 with a clear message (not the parser's);
//  - the empty, nameless file a browser sends for an unchosen file input is dropped, so the
//    field counts as absent;
//  - a file over the size limit → 413 naming the field;
//  - the file's type is read from its bytes and replaces the declared one, so the contract's
//    type check (and its message) judges the content, not the name the sender chose.
// The cleaned FormData goes into Hono's body cache, where the form validator reads it.
import { INVALID_INPUT_MESSAGE } from '@brightlane/contract';
import type { MiddlewareHandler } from 'hono';
import { cleanFilename } from '../services/file-type.ts';
import { errorMessages, jsonError } from './errors.ts';

export interface FileFieldOptions {
  /** The form field that carries the file ('cv'). */
  field: string;
  /** Largest file accepted, in bytes. */
  maxFileBytes: number;
  /** The 413 message (and field issue) for a larger file. */
  fileTooLarge: string;
  /** Largest total of the text fields, in characters. */
  maxTextLength: number;
  /** The file's real MIME type from its bytes, or undefined when it is none we accept. */
  detectType(bytes: Uint8Array): string | undefined;
}

const isUnchosenFile = (value: FormDataEntryValue) =>
  typeof value !== 'string' && value.size === 0 && value.name === '';

export function multipartWithFile(options: FileFieldOptions): MiddlewareHandler {
  return async (c, next) => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    // Anything else is left to the route's media-type check (415).
    if (mediaType !== 'multipart/form-data' && mediaType !== 'application/x-www-form-urlencoded')
      return next();

    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      return jsonError(c, 400, errorMessages.malformedMultipart);
    }

    let textLength = 0;
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key);
      const kept = values.filter((value) => !isUnchosenFile(value));
      if (key === options.field) {
        // A text value where the file belongs: '' is "no file", anything else is not a file.
        const files = kept.filter((value) => value !== '');
        form.delete(key);
        for (const value of files) form.append(key, value);
        continue;
      }
      for (const value of kept) if (typeof value === 'string') textLength += value.length;
      if (kept.length !== values.length) {
        form.delete(key);
        for (const value of kept) form.append(key, value);
      }
    }
    if (textLength > options.maxTextLength) return jsonError(c, 413, errorMessages.bodyTooLarge);

    const files = form.getAll(options.field);
    if (files.length > 1) {
      return jsonError(c, 400, INVALID_INPUT_MESSAGE, [
        { path: options.field, message: errorMessages.oneFileOnly },
      ]);
    }
    const upload = files[0];
    if (typeof upload === 'string') {
      // Text sent as the file: typed so that the contract's file-type check rejects it.
      form.set(options.field, new File([], '', { type: 'text/plain' }));
    } else if (upload !== undefined) {
      if (upload.size > options.maxFileBytes) {
        return jsonError(c, 413, options.fileTooLarge, [
          { path: options.field, message: options.fileTooLarge },
        ]);
      }
      // An unknown type fails the contract's type check, with the contract's message.
      const type = options.detectType(await upload.bytes()) ?? 'application/octet-stream';
      // The same bytes under the detected type and a clean name: a File of a Blob shares it.
      form.set(options.field, new File([upload], cleanFilename(upload.name), { type }));
    }

    c.req.bodyCache.formData = form;
    await next();
  };
}
