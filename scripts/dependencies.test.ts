// Every workspace's package.json declares only what it uses (scripts/dependencies.mjs); the
// opposite direction, imports that are not declared, fails lint (eslint.config.js).
// @ts-expect-error plain ESM script
import * as deps from './dependencies.mjs';

const { exceptions, importedSpecifiers, packageOf, scriptBinaries, unusedDependencies } = deps;

describe('the dependency scan', () => {
  it('finds static, side-effect, dynamic, require and CSS imports', () => {
    const text = [
      "import { a } from 'alpha';",
      "import type { B } from '@scope/beta/sub';",
      "export * from 'gamma';",
      "import 'delta/style.css';",
      "const e = await import('epsilon');",
      "const f = require.resolve('@scope/zeta/files/x.woff2');",
      "@import url('eta/base.css');",
      "import { g } from './local.ts';",
      "import { h } from 'node:fs';",
    ].join('\n');
    const names = importedSpecifiers(text).map(packageOf).filter(Boolean);
    expect(names.sort()).toEqual(
      ['@scope/beta', '@scope/zeta', 'alpha', 'delta', 'epsilon', 'eta', 'gamma'].sort(),
    );
  });

  it('reads the binaries a package.json script runs', () => {
    expect(
      scriptBinaries({
        build: 'vite build && tsc -p x.json',
        db: 'NODE_ENV=x drizzle-kit generate',
      }),
    ).toEqual(['vite', 'tsc', 'drizzle-kit']);
  });
});

describe('declared dependencies', () => {
  const report = unusedDependencies() as Record<
    string,
    { unused: string[]; staleExceptions: string[] }
  >;

  it.each(Object.keys(report))('%s uses every dependency it declares', (workspace) => {
    expect(report[workspace]!.unused).toEqual([]);
  });

  it.each(Object.keys(report))('%s has no exception it no longer needs', (workspace) => {
    expect(report[workspace]!.staleExceptions, JSON.stringify(exceptions[workspace])).toEqual([]);
  });
});
