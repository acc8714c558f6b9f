// Blog post HTML is written by signed-in users and shown to every visitor, so the API keeps
// only an allow-list of tags, attributes and URL schemes (docs/product/decisions.md "Blog"). sanitize-html
// parses with htmlparser2, no DOM needed; whatever is not listed is dropped, the text inside
// unknown tags kept (script and style lose their content too).
import sanitize from 'sanitize-html';

/** Tags a post may use: structure, text formatting, links, code, images and tables. */
const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
  'samp',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

const options: sanitize.IOptions = {
  allowedTags,
  // No style, no id (ids could clobber the page's own), no event handlers: none are listed.
  allowedAttributes: {
    // rel and loading are set by transformTags below, whatever the author wrote.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    q: ['cite'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // Syntax highlighting hints only ('language-ts'), never arbitrary page classes.
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  // Links: web, mail and phone; relative links ('/contact', '#top') are kept. No javascript:,
  // data: or vbscript:. Images: https only, so a post never loads mixed content or data URLs.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page's one h1 is the post title; a heading in the body becomes the next level.
    h1: 'h2',
    // Links written by users: search engines should not count them as ours (rel=ugc).
    a: (tagName, { rel: _ignored, ...attribs }) => ({
      tagName,
      attribs: /^\s*https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'nofollow ugc noopener noreferrer' }
        : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An image must be absolute https (a relative src would resolve against whatever page shows
  // the post); one without a usable src is an empty box: leave it out.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
};

/** The post's HTML with only the allow-listed tags, attributes and URL schemes left. */
export function sanitizePostHtml(dirty: string): string {
  return sanitize(dirty, options).trim();
}

// After sanitize() with no tags allowed, the text is HTML-escaped: it was decoded while parsing,
// then only &, <, > and " were escaped again. Undoing exactly those gives the plain text.
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The post's text without markup, whitespace collapsed (blocks are separated by a space). */
export function textFromHtml(html: string): string {
  // Block ends and line breaks would otherwise glue words together ('<p>a</p><p>b</p>' → 'ab').
  const spaced = sanitizePostHtml(html).replace(
    /<\/(p|h[2-6]|li|dt|dd|blockquote|pre|figcaption|caption|td|th|tr)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} });
  return unescapeText(text).replace(/\s+/g, ' ').trim();
}

/** The default length of an excerpt made from a post's text. */
export const EXCERPT_LENGTH = 200;

/**
 * A plain-text excerpt for a post without one: the start of its text, cut at a word boundary
 * with an ellipsis when longer than `maxLength`.
 */
export function excerptFromHtml(html: string, maxLength = EXCERPT_LENGTH): string {
  const text = textFromHtml(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
