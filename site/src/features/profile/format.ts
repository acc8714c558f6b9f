/**
 * 'Member Since': the day the account was created, as a person in Australia writes it
 * ('24 November 2026'), in the visitor's own time zone, or in `timeZone` where that is not
 * known: the server's render of /profile and the render that hydrates it write the day in
 * Melbourne (SERVER_TIME_ZONE), where the server's zone and the visitor's could name different
 * days and hydration would not match. Empty when the date is missing or not a date, so a
 * partial user (an older session answer) shows nothing rather than 'Invalid Date'.
 */
export function formatMemberSince(
  createdAt: string | null | undefined,
  timeZone?: typeof SERVER_TIME_ZONE,
): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return (timeZone ? serverFormat : memberSinceFormat).format(date);
}

/** Where the agency is, and its posts are dated (features/blog/api.ts `formatPostDate`). */
export const SERVER_TIME_ZONE = 'Australia/Melbourne';

const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const memberSinceFormat = new Intl.DateTimeFormat('en-AU', options);
const serverFormat = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: SERVER_TIME_ZONE });
