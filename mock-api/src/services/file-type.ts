// What an uploaded CV really is, read from its bytes: the name and the browser's declared type
// are whatever the sender chose, so a program renamed cv.pdf is caught here (docs/product/decisions.md).
import type { CV_MIME_TYPES } from '@brightlane/contract';

export type CvType = (typeof CV_MIME_TYPES)[number];
export const PDF_TYPE: CvType = 'application/pdf';
export const DOCX_TYPE: CvType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'
const ZIP_LOCAL_HEADER = 0x04034b50; // 'PK\x03\x04'
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const DOCX_MAIN_PART = 'word/document.xml';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);

/**
 * True when `bytes` is a ZIP archive whose central directory names word/document.xml: the
 * main part every DOCX has. Reads only the directory (no decompression); any structure that
 * does not add up counts as "not a DOCX".
 */
export function isDocx(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 22 || view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return false;
  // The end-of-central-directory record is the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (directoryStart + directorySize > end) return false;
  const decoder = new TextDecoder();
  let at = directoryStart;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== ZIP_CENTRAL_HEADER) return false;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return false;
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (name === DOCX_MAIN_PART) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** The CV's type by content: PDF ('%PDF-' first) or DOCX; undefined for anything else. */
export function detectCvType(bytes: Uint8Array): CvType | undefined {
  if (startsWith(bytes, PDF_MAGIC)) return PDF_TYPE;
  if (isDocx(bytes)) return DOCX_TYPE;
  return undefined;
}

/** An uploaded file's name without any path or control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  });
  return printable.join('').trim().slice(0, 200);
}
