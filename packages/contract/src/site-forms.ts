// What the server hands the site's form actions (docs/decisions/040-forms-post-to-the-server.md).
// A form posted without JavaScript reaches the page's route action on the server; the action
// sends the same JSON request the browser's code would, through this in-process fetch, so the
// request meets every guard of the JSON API (origin, body limits, rate limits, validation,
// honeypot) and the same service: one copy of each rule. The site never imports the server.

/**
 * A request to this server's own JSON API, answered in process: `path` is an /api path; the
 * visitor's address and cookie go with it, and any cookie the API sets is set on the page's
 * answer.
 */
export type SiteApiFetch = (path: string, init: RequestInit) => Promise<Response>;

/** The part of the site router's request context that form actions read. */
export interface FormRequestContext {
  api: SiteApiFetch;
}

/**
 * The careers application's page (one per role, `?position=`): its form posts a CV, so the
 * server takes a body as large as the API's application there (mock-api's
 * `APPLICATION_BODY_LIMIT`) instead of a page form's few fields.
 */
export const CAREERS_APPLY_PATH = '/careers/apply';
