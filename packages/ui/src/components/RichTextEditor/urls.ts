// URL rules of the editor, part of its output contract (see extensions.ts): links may be
// http(s), mailto, tel or relative; images only absolute https. A server that sanitises
// stored HTML should keep the same rules; checking here as well tells the author at once,
// instead of the server silently dropping the link or the image on save.

/** Control characters and whitespace inside a URL can hide a scheme ('java\tscript:'). */
// eslint-disable-next-line no-control-regex
const hiddenCharacters = /[\u0000-\u001F\u007F\s]/;
const scheme = /^([a-z][a-z0-9+.-]*):/i;
/** Looks like a bare domain ('www.example.com', 'example.com.au/path'): https is meant. */
const bareDomain = /^(?:[a-z0-9-]+\.)+[a-z]{2,}(?:[/?#:]|$)/i;

export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

export const linkMessages = {
  empty: 'Enter the link address.',
  scheme:
    'Links must start with https://, http://, mailto: or tel:, or with / for a page on this site.',
} as const;

export const imageMessages = {
  empty: 'Enter the image address.',
  scheme: 'Image addresses must start with https:// (secure images only).',
  alt: 'Describe the image for people who cannot see it.',
} as const;

/** Whether `url` is a link the server keeps: http(s), mailto, tel or relative (not protocol-relative). */
export function isAllowedLinkUrl(url: string): boolean {
  if (!url || hiddenCharacters.test(url)) return false;
  const match = scheme.exec(url);
  if (match) return ['http', 'https', 'mailto', 'tel'].includes(match[1]!.toLowerCase());
  // '//evil.example' would load from another host with the page's scheme.
  if (url.startsWith('//') || url.startsWith('\\')) return false;
  return true;
}

/** Checks a link typed by the author; a bare domain gets https:// in front. */
export function checkLinkUrl(input: string): UrlCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: linkMessages.empty };
  const url = bareDomain.test(trimmed) && !scheme.test(trimmed) ? `https://${trimmed}` : trimmed;
  // A relative link must look like one ('/about', '#top', '?page=2', './x', '../x'): a word
  // such as 'contact' is more likely a mistyped address than a relative path.
  const relative = /^(?:\/(?!\/)|#|\?|\.{1,2}\/)/.test(url);
  if (!scheme.test(url) && !relative) return { ok: false, message: linkMessages.scheme };
  return isAllowedLinkUrl(url) ? { ok: true, url } : { ok: false, message: linkMessages.scheme };
}

/** Whether `src` is an image the server keeps: absolute https only. */
export function isAllowedImageUrl(src: string): boolean {
  return /^https:\/\/[^/\s]/i.test(src) && !hiddenCharacters.test(src);
}

/** Checks an image address typed by the author. */
export function checkImageUrl(input: string): UrlCheck {
  const url = input.trim();
  if (!url) return { ok: false, message: imageMessages.empty };
  return isAllowedImageUrl(url) ? { ok: true, url } : { ok: false, message: imageMessages.scheme };
}
