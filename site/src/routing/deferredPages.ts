// The pages the server renders per request whose code loads on demand (`deferredPage` in
// routing/page.ts): the pages behind a sign-in (/dashboard, /settings, /profile, /admin…,
// /projects…, /notifications, /workspace, /{username}/workspace, /blog/create…), /verify-email
// and a visitor's own page. Their modules load through this module's glob, the first time one of
// them is opened, rather than through the route table's: listed there, their imports (Vite's
// list of what each preloads) would be in every page's first load
// (docs/decisions/032-first-load-budget.md).
type RouteModule = Record<string, unknown>;

// The same files routing/page.ts leaves out of its glob: a page is in exactly one of the two
// (routes.test.ts checks that every page of the table loads).
const deferredPageModules = import.meta.glob<RouteModule>([
  '../routes/account/**/*.tsx',
  '../routes/blog/{create,edit,delete}.tsx',
  '../routes/_auth/verify-email.tsx',
  '../routes/_marketing/user-page.tsx',
  '!../routes/**/*.test.tsx',
]);

/** The module of a deferred page, by its file under src/routes: the table defines its `handle`. */
export function loadPageModule(file: string): Promise<RouteModule> {
  const load = deferredPageModules[`../routes/${file}`];
  if (!load) throw new Error(`No deferred page at src/routes/${file}`);
  return load();
}
