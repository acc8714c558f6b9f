// Which source module a built script's code came from: the build's source maps (written but
// not published, `build.sourcemap: 'hidden'` in site/vite.config.ts), read with the source
// map model Lighthouse ships (Chrome DevTools' own). Used to attribute the main thread's
// script time to our modules, React and the libraries (bench/main-thread.ts).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import SDK from 'lighthouse/core/lib/cdt/SDK.js';
import { repoRoot } from '../tests/lib/server.ts';

/** The folders a built file can be served from: the server's SITE_DIR, and its client part. */
function siteDirs(): string[] {
  const siteDir = resolve(repoRoot, process.env.SITE_DIR ?? 'site/dist');
  return [siteDir, join(siteDir, 'client')];
}

/** The built file behind a served path (/assets/x.js), if it is one of ours. */
export function builtFile(pathname: string): string | null {
  for (const dir of siteDirs()) {
    const file = join(dir, pathname);
    if (file.startsWith(dir) && existsSync(file)) return file;
  }
  return null;
}

export type ModuleKind = 'own' | 'framework' | 'library' | 'chunk';

export interface SourceModule {
  /** `site/src/layouts/SiteHeader.tsx`, `react-dom`, `@radix-ui/react-dialog`, or the chunk. */
  name: string;
  kind: ModuleKind;
}

/** React, its scheduler and React Router: the framework. Everything else in node_modules is a library. */
const FRAMEWORK = new Set(['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom']);

/** A source map's source path, resolved, as a module of the repository or a package. */
export function moduleOf(sourceFile: string): SourceModule {
  const path = relative(repoRoot, sourceFile).replaceAll('\\', '/');
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const parts = path.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return { name, kind: FRAMEWORK.has(name) ? 'framework' : 'library' };
  }
  if (path.startsWith('..') || path.includes('\0'))
    return { name: 'bundler runtime', kind: 'chunk' };
  return { name: path, kind: 'own' };
}

interface LoadedMap {
  map: InstanceType<typeof SDK.SourceMap>;
  dir: string;
}

/** Maps positions in served scripts to source modules; each script's map is read once. */
export class SourceModules {
  private readonly maps = new Map<string, LoadedMap | null>();
  private readonly found = new Map<string, SourceModule>();

  private load(pathname: string): LoadedMap | null {
    if (this.maps.has(pathname)) return this.maps.get(pathname)!;
    let loaded: LoadedMap | null = null;
    const file = builtFile(pathname);
    if (file && existsSync(`${file}.map`)) {
      try {
        const payload = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as object;
        loaded = {
          map: new SDK.SourceMap(`file://${file}`, `file://${file}.map`, payload),
          dir: dirname(file),
        };
      } catch {
        loaded = null;
      }
    }
    this.maps.set(pathname, loaded);
    return loaded;
  }

  /** Whether `pathname` is a built script with a source map. */
  hasMap(pathname: string): boolean {
    return this.load(pathname) !== null;
  }

  /**
   * The module at a 0-based line and column of a served script. A position the map leaves
   * unmapped (the bundler's wrapper around a module, a function's first bytes) takes the next
   * mapped position on its line; a script without a map counts as its chunk, by file name.
   */
  at(pathname: string, line: number, column: number): SourceModule {
    const key = `${pathname}:${line}:${column}`;
    const cached = this.found.get(key);
    if (cached) return cached;
    const chunk: SourceModule = { name: `chunk ${pathname.split('/').pop()}`, kind: 'chunk' };
    const loaded = this.load(pathname);
    let module = chunk;
    if (loaded) {
      const mappings = loaded.map.mappings() as {
        lineNumber: number;
        columnNumber: number;
        sourceURL?: string;
      }[];
      // The last mapping at or before the position, then forward along the line.
      let low = 0;
      let high = mappings.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        const entry = mappings[mid]!;
        if (
          entry.lineNumber < line ||
          (entry.lineNumber === line && entry.columnNumber <= column)
        ) {
          low = mid + 1;
        } else {
          high = mid;
        }
      }
      const before = mappings[low - 1];
      let source = before?.sourceURL;
      for (let i = low; !source && i < mappings.length && mappings[i]!.lineNumber === line; i++) {
        source = mappings[i]!.sourceURL;
      }
      if (source) module = moduleOf(resolve(loaded.dir, source));
    }
    this.found.set(key, module);
    return module;
  }
}

/**
 * The scripts a page starts with: those its HTML names (its loader's list, module scripts,
 * modulepreload links) and, through the built files, everything they import statically. A
 * script outside this set is loaded on demand (`import()`): on a page nobody touches, that is
 * idle-time warming.
 */
export function startupScripts(html: string): Set<string> {
  const pending = [...html.matchAll(/["'](\/[^"'\s]+\.m?js)["']/g)].map((match) => match[1]!);
  const found = new Set<string>();
  while (pending.length) {
    const pathname = pending.pop()!;
    if (found.has(pathname)) continue;
    found.add(pathname);
    const file = builtFile(pathname);
    if (!file) continue;
    const code = readFileSync(file, 'utf8');
    // Static imports only: `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`.
    for (const match of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g)) {
      pending.push(new URL(match[1]!, `http://site${pathname}`).pathname);
    }
  }
  return found;
}
