// Builders for the lead-form tests: valid bodies, multipart forms, CV files made of real magic
// bytes (a PDF header, a DOCX-shaped ZIP), and the env that gives app.request() a client IP.
import { crc32 } from 'node:zlib';

export const validQuote = {
  projectGoal: 'website',
  businessType: 'retail',
  projectScope: 'small',
  name: 'Ann Lee',
  email: 'ann@example.com',
  phone: '123-456-7890',
  message: 'A shop for our bakery',
  timestamp: '2026-11-22T10:00:00.000Z',
};

export const validContact = {
  name: 'Cat Jones',
  email: 'cat@example.com',
  phone: '0412 345 678',
  message: 'Can you help with our website?',
};

export const validApplication = {
  name: 'Bob Smith',
  email: 'bob@example.com',
  phone: '0412 345 678',
  position: 'fulltime',
  experience: 'Five years of TypeScript',
  github: 'https://github.com/bob',
};

/** What @hono/node-server passes as c.env: the socket's remote address. */
export const fromIp = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** A form of text fields plus optional extra entries (files). */
export function formOf(
  fields: Record<string, string>,
  ...extra: [name: string, value: string | Blob][]
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

export const multipart = (form: FormData, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers,
  body: form,
});

/** A file that starts like a PDF, padded to `size` bytes. */
export function pdfBytes(size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

/** A stored (uncompressed) ZIP archive of the given files, with a correct central directory. */
export function zipBytes(files: Record<string, string>): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(text);
    const crc = crc32(data);
    const local = new Uint8Array(30 + nameBytes.length + data.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x04034b50, true);
    lv.setUint16(4, 20, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, data.length, true);
    lv.setUint32(22, data.length, true);
    lv.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(data, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x02014b50, true);
    cv.setUint16(4, 20, true);
    cv.setUint16(6, 20, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, data.length, true);
    cv.setUint32(24, data.length, true);
    cv.setUint16(28, nameBytes.length, true);
    cv.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x06054b50, true);
  ev.setUint16(8, centrals.length, true);
  ev.setUint16(10, centrals.length, true);
  ev.setUint32(12, directorySize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + directorySize + 22);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The smallest ZIP a DOCX reader recognises as a Word document. */
export const docxBytes = () =>
  zipBytes({
    '[Content_Types].xml': '<Types/>',
    'word/document.xml': '<w:document/>',
  });

/** A Windows program's first bytes ('MZ'): what a renamed .exe starts with. */
export function exeBytes(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(128);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  return bytes;
}

export const PDF = 'application/pdf';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
