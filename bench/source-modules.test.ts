import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../tests/lib/server.ts';
import { moduleOf, SourceModules, startupScripts } from './source-modules.ts';

let site: string;
const previous = process.env.SITE_DIR;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'bench-site-'));
  mkdirSync(join(site, 'assets'));
  process.env.SITE_DIR = site;
});
afterEach(() => {
  rmSync(site, { recursive: true, force: true });
  if (previous === undefined) delete process.env.SITE_DIR;
  else process.env.SITE_DIR = previous;
});

describe('moduleOf', () => {
  it('given our sources, should name the module by its path in the repository', () => {
    expect(moduleOf(join(repoRoot, 'site/src/layouts/SiteHeader.tsx'))).toEqual({
      name: 'site/src/layouts/SiteHeader.tsx',
      kind: 'own',
    });
  });

  it('given React DOM or React Router, should say framework; another package, library', () => {
    expect(moduleOf(join(repoRoot, 'node_modules/react-dom/cjs/client.js'))).toEqual({
      name: 'react-dom',
      kind: 'framework',
    });
    expect(moduleOf('/x/node_modules/@radix-ui/react-dialog/dist/index.mjs')).toEqual({
      name: '@radix-ui/react-dialog',
      kind: 'library',
    });
  });
});

describe('SourceModules', () => {
  // m.js: "function a(){}function b(){}", its first function from src/a.ts, the second from
  // react-dom; the map leaves columns 0–4 of the second line unmapped.
  function writeBuilt() {
    writeFileSync(join(site, 'assets/m.js'), 'function a(){}function b(){}\nwrap(function c(){})');
    writeFileSync(
      join(site, 'assets/m.js.map'),
      JSON.stringify({
        version: 3,
        sources: ['../../node_modules/left-pad/index.js', '../../node_modules/react-dom/client.js'],
        names: [],
        // line 1: col 0 → source 0, col 14 → source 1; line 2: col 0 unmapped, col 5 → source 0
        mappings: 'AAAA,cCAA;A,KDAA',
      }),
    );
  }

  it('given a position, should name the module the source map gives for it', () => {
    writeBuilt();
    const modules = new SourceModules();
    expect(modules.at('/assets/m.js', 0, 3)).toEqual({ name: 'left-pad', kind: 'library' });
    expect(modules.at('/assets/m.js', 0, 20)).toEqual({ name: 'react-dom', kind: 'framework' });
  });

  it('given an unmapped position (a bundler wrapper), should take the next mapped one on its line', () => {
    writeBuilt();
    expect(new SourceModules().at('/assets/m.js', 1, 2)).toEqual({
      name: 'left-pad',
      kind: 'library',
    });
  });

  it('given a script without a map, should name its chunk', () => {
    writeFileSync(join(site, 'assets/n.js'), 'x()');
    const modules = new SourceModules();
    expect(modules.hasMap('/assets/n.js')).toBe(false);
    expect(modules.at('/assets/n.js', 0, 0)).toEqual({ name: 'chunk n.js', kind: 'chunk' });
  });
});

describe('startupScripts', () => {
  it("given a page's HTML, should follow static imports and leave out dynamic ones", () => {
    writeFileSync(
      join(site, 'assets/entry.js'),
      'import{x}from"./dep.js";import"./side.js";const lazy=()=>import("./lazy.js");',
    );
    writeFileSync(join(site, 'assets/dep.js'), 'import{y}from"./deeper.js";export const x=1');
    writeFileSync(join(site, 'assets/deeper.js'), 'export const y=1');
    writeFileSync(join(site, 'assets/side.js'), '');
    writeFileSync(join(site, 'assets/lazy.js'), '');
    const html = '<script type="module" src="/assets/entry.js"></script>';
    expect([...startupScripts(html)].sort()).toEqual([
      '/assets/deeper.js',
      '/assets/dep.js',
      '/assets/entry.js',
      '/assets/side.js',
    ]);
  });
});
