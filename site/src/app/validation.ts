// The forms' validation (leads, accounts), loaded on demand. The contract's schemas bring zod (about 27 KB
// gzip), which no page needs to render a form: only to check one. So the forms import the
// zod-free values (options, labels, messages) statically and fetch the schemas here, starting
// when a visitor first focuses something in a form (`preloadValidation`) so that it is usually
// in by the time they submit; `validate` and `onSubmit` await `loadValidation()`.
// Keep every use of the schemas behind this module: a static import of
// '@brightlane/contract/validation' anywhere on a page would put zod back in its first load.

// A type-only import: erased from the bundle, so it does not load the module.
import type * as ValidationModule from '@brightlane/contract/validation';
import { loadOnce } from './loadOnce.ts';

export type Validation = typeof ValidationModule;

const importValidation = () => import('@brightlane/contract/validation');

/** The contract's schemas and `fieldErrors`; fetched once, then the same promise. */
export function loadValidation(): Promise<Validation> {
  return loadOnce(importValidation);
}

/**
 * Starts loading without waiting; for a form's `onFocusCapture`. A failure here is ignored:
 * the submit that needs the schemas loads them again and reports it.
 */
export function preloadValidation(): void {
  loadValidation().catch(() => {});
}
