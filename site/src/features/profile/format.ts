/**
 * 'Member Since': the day the account was created, as a person in Australia writes it
 * ('24 November 2026'), in the visitor's own time zone. Empty when the date is missing or
 * not a date, so a partial user (an older session answer) shows nothing rather than
 * 'Invalid Date'.
 */
export function formatMemberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return memberSinceFormat.format(date);
}

const memberSinceFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
