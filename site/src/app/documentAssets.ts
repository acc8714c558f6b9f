// Paint first, then hydrate (docs/decisions/006-paint-first.md). A pre-rendered page already
// holds its content, so what it needs for the first paint is its HTML and its CSS, nothing
// else. Two rewrites of a finished document make that so:
//
// 1. Stylesheets are inlined. Each linked file would cost a round trip before anything paints
//    (on a slow phone connection ~300 ms each). The `<link>` stays in the document, `disabled`
//    so the browser does not fetch it: Vite's lazy-route loader looks for a link to a
//    stylesheet before it adds one, and would otherwise load the same rules a second time,
//    later in the cascade than the rules they were written to come before.
// 2. The app's code runs after the first frame is painted, and downloads while the page is
//    being laid out for it: the files are fetched at low priority as soon as the HTML is read
//    (`<link rel="preload" as="script" fetchpriority="low">`, which fetches without parsing or
//    running), and added as modules once the page has painted. Fetched at the usual high
//    priority with the HTML, a model like Lighthouse's counts them against the first paint;
//    fetched only after the paint, a slow phone's connection sat idle while its CPU parsed and
//    laid out the page, and the page looked ready a second longer before it worked
//    (docs/decisions/047-fetch-while-painting.md).

/** Reads a built file (e.g. 'assets/index-abc.css') as text. */
export type ReadAsset = (file: string) => string;

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/[^"]+\.css)">/g;
const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;

/** Replaces each linked stylesheet with its rules in a `<style>` (plus the disabled link). */
export function inlineStylesheets(html: string, readAsset: ReadAsset): string {
  return html.replace(STYLESHEET_LINK, (_, href: string) => {
    const css = readAsset(href.slice(1));
    // Only the end of the element could break out of it; built CSS never contains one.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style"`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/** Module preloads the loader adds per task; the entry script comes with the last of them. */
export const PRELOADS_PER_TASK = 4;

/**
 * Moves the entry script and the module preloads out of the markup into one inline script at
 * the end of the body, which adds them once the page has painted its content, a few per task.
 */
export function deferModuleScripts(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  // A template without the app's code (the unit tests' own) has nothing to defer.
  if (entries.length === 0) return html;
  if (entries.length > 1) throw new Error(`Expected one entry script, found ${entries.length}`);
  // Once each: the template and the page's own list may both name a chunk.
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  // After the first contentful paint as the browser reports it (its presentation time can be
  // later than the first frame the page script sees); where paint timing is missing, after
  // the first frame. At once in a background tab, which paints nothing until it is shown; and
  // in any case within 3 s.
  const loader =
    '(function(){var d=document,w=window,started=0;function load(){if(started)return;started=1;' +
    // A few requests per task: the renderer spends about a millisecond starting each one,
    // and two dozen in one task would block the main thread right after the first paint.
    `var u=${JSON.stringify(preloads)},i=0;(function next(){var f=d.createDocumentFragment(),n=0;` +
    `for(;i<u.length&&n<${PRELOADS_PER_TASK};i++,n++){var l=d.createElement('link');` +
    "l.rel='modulepreload';l.crossOrigin='';l.href=u[i];f.appendChild(l)}" +
    'if(i<u.length){d.head.appendChild(f);setTimeout(next);return}' +
    "var s=d.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entries[0])};f.appendChild(s);d.head.appendChild(f)})()}` +
    "if(d.visibilityState==='hidden')return load();" +
    'var P=w.PerformanceObserver;' +
    "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
    "var o=new P(function(list){if(list.getEntriesByName('first-contentful-paint').length){" +
    "o.disconnect();setTimeout(load)}});o.observe({type:'paint',buffered:true});setTimeout(load,3000)}" +
    'else requestAnimationFrame(function(){setTimeout(load)})})()';
  // The entry first: it is small and what everything else waits for.
  const early = [entries[0]!, ...preloads]
    .map(
      (href) => `<link rel="preload" as="script" crossorigin fetchpriority="low" href="${href}">`,
    )
    .join('');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `${early}</head>`)
    .replace('</body>', () => `<script>${loader}</script>\n  </body>`);
}
