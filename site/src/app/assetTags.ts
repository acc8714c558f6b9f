// The pre-rendered HTML must link the CSS of the page's lazy route module, or the page would
// paint unstyled until its JavaScript loads it; it also preloads the module so hydration does
// not wait on a second round trip. Vite's build manifest says which files each module needs.

import { DEFERRED_CHUNKS_ID, DEFERRED_MODULES } from './deferredChunks.ts';

/** One entry of Vite's .vite/manifest.json (the fields used here). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

/** Files the entry (index.html) already loads: its chunk, its static imports and their CSS. */
function collect(
  manifest: BuildManifest,
  key: string,
  chunks: Set<string>,
  css: Set<string>,
  seen = new Set<string>(),
) {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  chunks.add(chunk.file);
  // A chunk's imports' CSS first: the cascade must have the ui's rules before the site's
  // rules that refine them, as Vite orders them itself.
  chunk.imports?.forEach((imported) => collect(manifest, imported, chunks, css, seen));
  chunk.css?.forEach((file) => css.add(file));
}

/**
 * `<link>` tags for the given source modules (manifest keys such as
 * 'src/routes/_marketing/home.tsx'), minus what the entry already brings.
 */
export function pageAssetTags(manifest: BuildManifest, modules: readonly string[]): string {
  // The entry's own script is in the template; its static imports are not all linked there
  // (Vite leaves Rolldown's runtime chunk out), so they are preloaded with the page's: else
  // the browser finds one only when the entry has arrived, a round trip later.
  const entryChunks = new Set<string>();
  const entryCss = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    collect(manifest, key, new Set(), entryCss);
    entryChunks.add(chunk.file);
  }
  const chunks = new Set<string>();
  const css = new Set<string>();
  for (const module of modules) collect(manifest, module, chunks, css);

  const tags: string[] = [];
  for (const file of css)
    if (!entryCss.has(file)) tags.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
  for (const file of chunks)
    if (!entryChunks.has(file)) tags.push(`<link rel="modulepreload" crossorigin href="/${file}">`);
  return tags.join('\n    ');
}

/**
 * The page's table of the popups' files (app/deferredChunks.ts), as a JSON data block: for each
 * deferred module, its chunk and the chunks it imports, minus those every page loads at start
 * (the entry's and `startupModule`'s). A manifest without the start-up module (the unit
 * tests' small ones) gets none; a real build missing a deferred module fails here.
 */
export function deferredChunksScript(manifest: BuildManifest, startupModule: string): string {
  // The same for every page of a build; the server renders pages per request.
  let script = deferredScripts.get(manifest);
  if (script === undefined) {
    script = buildDeferredChunksScript(manifest, startupModule);
    deferredScripts.set(manifest, script);
  }
  return script;
}

const deferredScripts = new WeakMap<BuildManifest, string>();

function buildDeferredChunksScript(manifest: BuildManifest, startupModule: string): string {
  if (!manifest[startupModule]) return '';
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key === startupModule) collect(manifest, key, loaded, new Set());
  }
  const table: Record<string, string[]> = {};
  for (const module of Object.values(DEFERRED_MODULES)) {
    const chunks = new Set<string>();
    collect(manifest, module, chunks, new Set());
    table[module] = [...chunks].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  }
  // JSON in a data block: only "</script" could end it early; "<" escaped rules that out.
  const json = JSON.stringify(table).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${DEFERRED_CHUNKS_ID}">${json}</script>`;
}

/** A page's HTML without its table of the popups' files: what the page itself loads. */
export function withoutDeferredChunks(html: string): string {
  return html.replace(
    new RegExp(`<script type="application/json" id="${DEFERRED_CHUNKS_ID}">[^<]*</script>`),
    '',
  );
}
