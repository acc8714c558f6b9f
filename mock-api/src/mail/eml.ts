// Reads the .eml files of the file outbox back: headers (RFC 2047 words decoded), the text and
// HTML parts and the attachments' names. Enough MIME for what nodemailer writes (multipart,
// quoted-printable, base64), for `npm run outbox` and the tests; not a general mail parser.

export interface EmlAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface ParsedEml {
  /** Lower-case names; a repeated header keeps its first value. */
  headers: Record<string, string>;
  text?: string;
  html?: string;
  attachments: EmlAttachment[];
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitHead(raw: string): Part {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  // Unfold: a line starting with white space continues the previous header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // The message is read byte for byte (latin1); raw 8-bit header text is UTF-8.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    if (!(name in headers)) headers[name] = decodeWords(value);
  }
  return { headers, body };
}

/** 'text/plain; charset=utf-8; name="a b.pdf"' → value and parameters. */
function parseHeaderValue(value: string): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const piece of rest) {
    const eq = piece.indexOf('=');
    if (eq < 0) continue;
    params[piece.slice(0, eq).trim().toLowerCase()] = piece
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  }
  return { value: first.trim().toLowerCase(), params };
}

function qpBytes(text: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i] ?? '';
    const hex = source.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(char.charCodeAt(0) & 0xff); // input is ASCII or read as latin1
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: '=?UTF-8?Q?caf=C3=A9?=' → 'café' (adjacent words join without the space). */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        (encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : qpBytes(text, true)
        ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch (encoding?.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return qpBytes(body);
    default:
      return Buffer.from(body, 'latin1'); // 7bit/8bit: the bytes as read
  }
}

function walk(part: Part, into: ParsedEml) {
  const type = parseHeaderValue(part.headers['content-type'] ?? 'text/plain');
  if (type.value.startsWith('multipart/') && type.params.boundary) {
    const delimiter = `--${type.params.boundary}`;
    const pieces = part.body.split(delimiter).slice(1); // before the first is the preamble
    for (const piece of pieces) {
      if (piece.startsWith('--')) break; // the closing delimiter
      walk(splitHead(piece.replace(/^\r?\n/, '').replace(/\r?\n$/, '')), into);
    }
    return;
  }
  const bytes = decodeBody(part.body, part.headers['content-transfer-encoding']);
  const disposition = parseHeaderValue(part.headers['content-disposition'] ?? '');
  if (disposition.value === 'attachment') {
    into.attachments.push({
      filename: decodeWords(disposition.params.filename ?? type.params.name ?? ''),
      contentType: type.value,
      size: bytes.length,
    });
  } else if (type.value === 'text/plain' && into.text === undefined) {
    into.text = bytes.toString('utf8').replace(/\r\n/g, '\n'); // CRLF is the wire's, not the text's
  } else if (type.value === 'text/html' && into.html === undefined) {
    into.html = bytes.toString('utf8').replace(/\r\n/g, '\n');
  }
}

export function parseEml(raw: string | Buffer): ParsedEml {
  // Work on bytes (latin1 maps each byte to one character) and decode parts as UTF-8.
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const top = splitHead(bytes.toString('latin1'));
  const parsed: ParsedEml = { headers: top.headers, attachments: [] };
  walk(top, parsed);
  return parsed;
}
