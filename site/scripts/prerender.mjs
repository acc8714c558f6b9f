// Pre-renders every public page of the route table into site/dist (run by `npm run build`
// after the client and SSR builds). Writes:
//   dist/index.html, dist/<path>/index.html  one file per pre-rendered address
//   dist/404.html                            the not-found page (served with HTTP 404)
//   dist/spa.html                            the shell for client-rendered routes
//   dist/routes.json                         what the server needs to pick among them
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const dist = join(siteDir, 'dist');
const distSsr = join(siteDir, 'dist-ssr');

const server = await import(pathToFileURL(join(distSsr, 'entry-server.js')).href);
const {
  renderPage,
  renderShell,
  routeManifest,
  prerenderPaths,
  NOT_FOUND_PATH,
  sitemapXml,
  robotsTxt,
  siteOrigin,
} = server;

// Vite's built index.html is the template. It is kept in dist-ssr (not served) because the
// pre-render overwrites dist/index.html with the home page; a re-run reads the kept copy.
const keptTemplate = join(distSsr, 'template.html');
const builtIndex = join(dist, 'index.html');
const built = await readFile(builtIndex, 'utf8');
if (built.includes('<!--app-html-->')) await copyFile(builtIndex, keptTemplate);
if (!existsSync(keptTemplate)) throw new Error('No HTML template: run `vite build` first.');
const template = await readFile(keptTemplate, 'utf8');

// Vite's client manifest maps each page module to its chunk and CSS. Moved out of dist so
// the server does not publish it; a re-run reads the moved copy.
const builtManifest = join(dist, '.vite', 'manifest.json');
const keptManifest = join(distSsr, 'client-manifest.json');
if (existsSync(builtManifest)) await rename(builtManifest, keptManifest);
const manifest = JSON.parse(await readFile(keptManifest, 'utf8'));

/** '/' → dist/index.html, '/about' → dist/about/index.html, the not-found page → dist/404.html. */
function fileFor(path) {
  if (path === NOT_FOUND_PATH) return join(dist, '404.html');
  return join(dist, path, 'index.html');
}

async function write(file, text) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(`  ${file.slice(siteDir.length)}`);
}

/** Built files by their path under dist, for inlining the stylesheets into each page. */
const readAsset = (file) => readFileSync(join(dist, file), 'utf8');

console.log('Pre-rendering:');
for (const path of prerenderPaths) {
  const page = await renderPage(path, template, manifest, readAsset);
  if (path !== NOT_FOUND_PATH && page.status !== 200) {
    throw new Error(`Pre-rendering ${path} answered ${page.status}`);
  }
  await write(fileFor(path), page.document);
}
await write(join(dist, 'spa.html'), renderShell(template, manifest));
// For search engines: every pre-rendered public page with its priority, and where to find it.
await write(join(dist, 'sitemap.xml'), sitemapXml(routeManifest.sitemap, siteOrigin, new Date()));
await write(join(dist, 'robots.txt'), robotsTxt(siteOrigin));

const report = {
  ...routeManifest,
  /** Files (relative to dist) for the two non-page answers. */
  notFound: '404.html',
  shell: 'spa.html',
};
await write(join(dist, 'routes.json'), `${JSON.stringify(report, null, 2)}\n`);
