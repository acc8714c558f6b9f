// Comments and docs cite the repository's own documents: `docs/product/spec.md §2 "Login
// screen"`, `docs/product/decisions.md "Theme"`, `docs/stack.md trap 1`, a decision record,
// `BENCHMARKS.md, session 17`. A maintainer who follows one must find it, so every cited file
// must exist and every quoted heading or phrase, section and trap must be in it. Nothing may
// point outside the repository (the original product documents, tracker numbers).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Where citations live: code, tests, benchmarks, docs and the root's configs. */
const scanned = [
  'site',
  'packages',
  'mock-api',
  'scripts',
  'tests',
  'bench',
  'docs',
  '.storybook',
  '.ci',
  'README.md',
  'BENCHMARKS.md',
  'vitest.config.ts',
  'eslint.config.js',
];
const skippedDirs = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'storybook-static',
  'data',
  'coverage',
  'test-results',
  'results',
  'baselines',
  '__screenshots__',
  '__diff__',
  '.vitest',
]);
const textFile = /(?:\.(?:ts|tsx|mts|js|mjs|cjs|md|mdx|sh|sql|html|css|yml|yaml|json)|\/run)$/;

function walk(path: string, into: string[]): string[] {
  if (!existsSync(path)) return into;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path)) {
      if (!skippedDirs.has(entry)) walk(join(path, entry), into);
    }
  } else if (textFile.test(path) && statSync(path).size < 1_000_000) {
    into.push(path);
  }
  return into;
}

/**
 * A file's text with comment and quote markers at line starts removed and lines joined, so a
 * citation wrapped over two comment lines (`"Logged-in\n// area"`) reads as one.
 */
function flatten(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*(?:\/\/+|\/\*+|\*+\/?|#+(?=\s)|>+|<!--)?\s*/, ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** Lower case, no Markdown emphasis or code marks, single spaces: how a phrase is compared. */
function plain(text: string): string {
  return text.replace(/[`*_]/g, '').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').toLowerCase();
}

interface Citation {
  /** The file that cites, relative to the root. */
  from: string;
  /** The cited document, relative to the root. */
  doc: string;
  sections: number[];
  quotes: string[];
  traps: number[];
  sessions: number[];
  /** The citation as written, for the failure message. */
  text: string;
}

// A package's own docs (packages/ui/docs/…) count too; a path inside a longer one
// (../../docs/x.md in code) is not a citation.
const docPath = String.raw`(?<![\w./-])(?:(?:packages/[a-z0-9-]+/)?docs/[A-Za-z0-9_./-]+\.md|docs/decisions/\d{3}\b|BENCHMARKS\.md)`;
// After the path: sections (§2, §1–2, §2, §3 and §5), then quoted phrases ("A", "B").
const section = String.raw`§\d+(?:[–-]\d+)?`;
const quote = String.raw`"[^"]{1,160}"`;
const citationPattern = new RegExp(
  String.raw`(${docPath})` +
    String.raw`((?:[ ,]*(?:and )?${section})*)` +
    String.raw`((?:[ ,:(]{0,3}(?:and )?${quote})*)` +
    String.raw`((?:,? ?traps? \d+(?:[/, ]+(?:and )?\d+)*)?)` +
    String.raw`((?:,? \(?sessions? \d+(?:[–-]\d+)?)?)`,
  'g',
);

function sectionNumbers(text: string): number[] {
  const numbers: number[] = [];
  for (const [, from, to] of text.matchAll(/§(\d+)(?:[–-](\d+))?/g)) {
    for (let n = Number(from); n <= Number(to ?? from); n += 1) numbers.push(n);
  }
  return numbers;
}

function citationsIn(from: string, text: string): Citation[] {
  const found: Citation[] = [];
  for (const match of flatten(text).matchAll(citationPattern)) {
    const [whole, doc, sections, quotes, traps, sessions] = match;
    found.push({
      from,
      doc: doc!,
      sections: sectionNumbers(sections ?? ''),
      quotes: [...(quotes ?? '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!),
      traps: [...(traps ?? '').matchAll(/\d+/g)].map((m) => Number(m[0])),
      sessions: [...(sessions ?? '').matchAll(/\d+/g)].map((m) => Number(m[0])),
      text: whole.trim(),
    });
  }
  return found;
}

/** The text of `## N. …` (and everything under it, up to the next `## `) of a document. */
function numberedSection(markdown: string, n: number): string | undefined {
  const parts = markdown.split(/^(?=## )/m);
  return parts.find((part) => new RegExp(String.raw`^## (?:§\s*)?${n}[.\s]`).test(part));
}

/** The document a citation names, or the decision record a bare number names. */
function resolve(doc: string): string | undefined {
  const bare = /^docs\/decisions\/(\d{3})$/.exec(doc);
  if (bare) {
    const record = readdirSync(join(root, 'docs/decisions')).find((f) =>
      f.startsWith(`${bare[1]}-`),
    );
    return record && `docs/decisions/${record}`;
  }
  return existsSync(join(root, doc)) ? doc : undefined;
}

/** What is wrong with one citation, or nothing. */
function problemsOf(citation: Citation): string[] {
  const at = `${citation.from}: ${citation.text}`;
  const doc = resolve(citation.doc.replace(/[.,]$/, ''));
  if (!doc) return [`${at} — no such file`];
  const markdown = readFileSync(join(root, doc), 'utf8');
  const problems: string[] = [];
  const scopes: string[] = [];
  for (const n of citation.sections) {
    const text = numberedSection(markdown, n);
    if (text === undefined) problems.push(`${at} — ${doc} has no section §${n}`);
    else scopes.push(text);
  }
  const haystack = plain(scopes.length > 0 ? scopes.join('\n') : markdown);
  for (const phrase of citation.quotes) {
    // Whole words: "Auth" is not found inside "authentication".
    const escaped = plain(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?![\p{L}\p{N}])`, 'u').test(haystack)) {
      const where = citation.sections.length > 0 ? ` §${citation.sections.join(', §')}` : '';
      problems.push(`${at} — "${phrase}" is not in ${doc}${where}`);
    }
  }
  for (const trap of citation.traps) {
    if (!new RegExp(String.raw`^${trap}\. `, 'm').test(markdown)) {
      problems.push(`${at} — ${doc} has no trap ${trap}`);
    }
  }
  for (const session of citation.sessions) {
    if (!new RegExp(String.raw`\bsession ${session}\b`, 'i').test(markdown)) {
      problems.push(`${at} — ${doc} has no session ${session}`);
    }
  }
  return problems;
}

const files = scanned
  .flatMap((path) => walk(join(root, path), []))
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
// This file names what it forbids; it cites nothing.
const self = relative(root, fileURLToPath(import.meta.url));
const citations = files
  .filter(({ path }) => path !== self)
  .flatMap(({ path, text }) => citationsIn(path, text));

describe('citations of the repository’s own documents', () => {
  it('given the parser, should read sections, phrases, traps and sessions', () => {
    const [one, two, three, four] = citationsIn(
      'x.ts',
      [
        '// (docs/product/spec.md §2, §4–5 "Login screen", "Signup',
        '// screen"; docs/product/decisions.md, "Theme") and docs/stack.md trap 1/2;',
        '// BENCHMARKS.md, session 17.',
      ].join('\n'),
    );
    expect(one).toMatchObject({
      doc: 'docs/product/spec.md',
      sections: [2, 4, 5],
      quotes: ['Login screen', 'Signup screen'],
    });
    expect(two).toMatchObject({ doc: 'docs/product/decisions.md', quotes: ['Theme'] });
    expect(three).toMatchObject({ doc: 'docs/stack.md', traps: [1, 2] });
    expect(four).toMatchObject({ doc: 'BENCHMARKS.md', sessions: [17] });
  });

  it('given a heading missing from the cited section, should name the citation', () => {
    const [citation] = citationsIn('x.ts', '// docs/product/spec.md §9 "Login screen"');
    expect(problemsOf(citation!)).toEqual([
      'x.ts: docs/product/spec.md §9 "Login screen" — "Login screen" is not in docs/product/spec.md §9',
    ]);
  });

  it('given the code and docs, should find citations to check', () => {
    expect(citations.length).toBeGreaterThan(300);
  });

  it('given every citation, should find its file, section, phrase, trap and session', () => {
    expect(citations.flatMap(problemsOf)).toEqual([]);
  });

  it('given the code and docs, should cite nothing outside the repository', () => {
    const outside = new RegExp(
      [
        // The original product documents, which the repository's docs replace.
        String.raw`\b(?:SPEC|DECISIONS|STACK|CONVENTIONS|ARCHITECTURE)\.md\b`,
        // Tracker numbers: the decision record or doc that holds the reason says it instead.
        String.raw`\b[Ii]ssues? #?\d`,
      ].join('|'),
    );
    const offenders = files
      .filter(({ path }) => path !== self)
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
          .filter(({ line }) => outside.test(line))
          .map(({ line, at }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
