// A "word" starts at its first letter or digit, so '(Jane) Doe' gives 'JD', not '(D'.
const firstAlphanumeric = /[\p{L}\p{N}]/u;

function initialsOf(words: readonly string[]): string {
  const letters: string[] = [];
  for (const word of words) {
    const letter = word.match(firstAlphanumeric)?.[0];
    if (!letter) continue;
    // Upper-casing can expand a letter ('ß' → 'SS'); keep one character per word so the
    // limit of two characters holds.
    letters.push([...letter.toUpperCase()][0] ?? letter);
    if (letters.length === 2) break;
  }
  return letters.join('');
}

/**
 * Up to two upper-case initials: the first letters of the first two words of the display
 * name, else of the e-mail's local part (split on `.`, `_`, `-`, so 'jane.doe@x.com' → 'JD';
 * a `+tag` is ignored), else '' (the caller shows its own text for an unknown person).
 */
export function getInitials(name?: string | null, email?: string | null): string {
  const fromName = initialsOf((name ?? '').trim().split(/\s+/));
  if (fromName) return fromName;

  const local = (email ?? '').trim().split('@')[0]?.split('+')[0] ?? '';
  const fromEmail = initialsOf(local.split(/[._\-\s]+/));
  if (fromEmail) return fromEmail;

  return '';
}
