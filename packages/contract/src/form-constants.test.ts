import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

// The site imports these modules on first load (option lists, labels, messages, paths); they
// must not reach zod, or every page would pay for it again. The schemas come lazily through
// the `./validation` entry instead.
const zodFree = ['form-constants.ts', 'messages.ts', 'paths.ts'];

/** Every module `file` reaches through static imports and re-exports, itself included. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
  for (const [, specifier] of source.matchAll(
    /(?:^|\n)\s*(?:import|export)\b[^;]*?['"]([^'"]+)['"]/g,
  )) {
    if (specifier === undefined) continue;
    // Relative to the importing module (messages.ts gathers messages/*.ts).
    if (specifier.startsWith('.')) reachable(posix.join(posix.dirname(file), specifier), seen);
    else seen.add(specifier);
  }
  return seen;
}

describe('the zod-free modules', () => {
  it.each(zodFree)('given %s, should reach neither zod nor a schema module', (file) => {
    const modules = [...reachable(file)];
    expect(modules.filter((name) => /(^|\/)zod(\.ts)?$/.test(name) || name === 'forms.ts')).toEqual(
      [],
    );
  });

  it('given a module that imports zod, should find it (the check above can fail)', () => {
    expect([...reachable('forms.ts')]).toContain('zod.ts');
    expect([...reachable('validation.ts')]).toContain('zod');
  });
});

describe('the blog reading shapes', () => {
  it("given blog.ts, should not reach the forms' schemas (the blog page would evaluate them all)", () => {
    expect([...reachable('blog.ts')]).not.toContain('forms.ts');
  });
});
