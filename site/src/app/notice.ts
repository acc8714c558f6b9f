// What a form the server answered says once it has gone through. With the page's code, a save
// leaves its toast for the page it navigates to (app/flash.ts). Sent before or without the
// code, the form is answered by the page's action (docs/decisions/040-forms-post-to-the-server.md),
// which goes on with a 303 whose address names the outcome (`/projects/7?notice=project-created`);
// the page it lands on says it in a status banner (app/PostedNotice.tsx). A code, never the
// text: an address someone else wrote cannot put words in the site's mouth.
import { blogMessages, projectMessages } from '@brightlane/contract';

/** The query parameter that names the outcome. */
export const NOTICE_PARAM = 'notice';

/** Each outcome's code and what the page says, the API's own messages (the code's toasts). */
export const NOTICES = {
  'project-created': projectMessages.created,
  'project-saved': projectMessages.saved,
  'project-deleted': projectMessages.deleted,
  'post-created': blogMessages.created,
  'post-saved': blogMessages.saved,
  'post-submitted': blogMessages.submitted,
  'post-deleted': blogMessages.deleted,
} as const;

export type Notice = keyof typeof NOTICES;

/**
 * `path` with the notice of `message` (an API answer's message), as an action's 303 goes on;
 * `path` itself for a message without a notice.
 */
export function withNotice(path: string, message: string): string {
  const notice = (Object.keys(NOTICES) as Notice[]).find((code) => NOTICES[code] === message);
  return notice ? `${path}?${new URLSearchParams({ [NOTICE_PARAM]: notice })}` : path;
}

/** What the address's notice says; undefined for none or a code the site does not know. */
export function noticeText(search: URLSearchParams): string | undefined {
  const code = search.get(NOTICE_PARAM);
  return code && Object.hasOwn(NOTICES, code) ? NOTICES[code as Notice] : undefined;
}
