// Plain-text tables for the operator scripts: one line per row, columns padded, long cells cut.
// What visitors wrote reaches the operator's terminal through them, so it is made inert first.
import { stripVTControlCharacters } from 'node:util';

// C0 and C1 control characters (ESC, BEL, the 8-bit CSI and OSC…), DEL, and the bidirectional
// overrides and isolates that make a terminal show text in another order than it is.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text a terminal shows as text: escape sequences (colours, OSC titles and links, cursor
 * moves) removed whole, any other control character dropped; tabs and line breaks kept.
 */
export function printable(text: string): string {
  return stripVTControlCharacters(text).replace(CONTROL, '');
}

/** One line, at most `max` characters, with '…' where it was cut; control characters removed. */
export function cell(value: unknown, max = 40): string {
  const text = value === null || value === undefined ? '' : String(value);
  const line = printable(text).replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export function formatTable(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** '2026-11-22 14:06' in the local time zone. */
export function localTime(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** `--name value` or `--name=value`; undefined when absent. */
export function option(argv: readonly string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A positive whole number option, or the fallback; throws a readable error otherwise. */
export function countOption(argv: readonly string[], name: string, fallback: number): number {
  const text = option(argv, name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name} takes a whole number from 1, got "${text}"`);
  }
  return value;
}
