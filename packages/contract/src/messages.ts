// Every user-facing validation message (docs/product/spec.md §5) and the client error catalogue (docs/product/spec.md §8),
// word for word. Exact strings are behaviour: tests assert them, so change them here only.
// Grouped by the screen that shows them; the schemas in auth.ts and forms.ts read from here.
// Messages marked "ours" are not in docs/product/spec.md: the product needs them (fields docs/product/spec.md leaves to
// the browser, new screens from docs/product/decisions.md) and they follow docs/product/spec.md's wording.
//
// One module per audience, so that a page's code carries only the messages of its own forms:
// the public pages' first load has the lead forms' and not the signed-in pages' (the site's
// bundler keeps a module whole; docs/decisions/046-warm-when-engaged.md).
export * from './messages/accounts.ts';
export * from './messages/banners.ts';
export * from './messages/leads.ts';
export * from './messages/members.ts';
export * from './messages/requests.ts';
