// The schemas the blog checks the API's answers with. They bring zod (about 27 KB gzip), which
// no blog page needs to render: a pre-rendered page hydrates from its HTML and fetches nothing.
// So they are fetched with the first answer to check, on a client-side navigation or when the
// server renders a page. Keep every use behind this module: a static import of
// '@brightlane/contract/blog' would put zod back in the blog's first load.
import type * as BlogSchemas from '@brightlane/contract/blog';
import { loadOnce } from '../../app/loadOnce.ts';

const importBlogSchemas = () => import('@brightlane/contract/blog');

/** The contract's blog module; fetched once, then the same promise. */
export function loadBlogSchemas(): Promise<typeof BlogSchemas> {
  return loadOnce(importBlogSchemas);
}
