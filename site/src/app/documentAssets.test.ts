import { deferModuleScripts, inlineStylesheets, PRELOADS_PER_TASK } from './documentAssets.ts';

const page = [
  '<html><head><title>T</title>',
  '    <script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
  '    <link rel="modulepreload" crossorigin href="/assets/home-d4.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/home-e5.css">',
  '  </head><body><div id="root"><h1>Hi</h1></div></body></html>',
].join('\n');

const files: Record<string, string> = {
  'assets/index-c3.css': 'body{margin:0}',
  'assets/home-e5.css': '.h{color:red}',
};
const readAsset = (file: string) => {
  const css = files[file];
  if (css === undefined) throw new Error(`no ${file}`);
  return css;
};

describe('inlineStylesheets', () => {
  it('given linked stylesheets, should put their rules inline in the same order, each followed by its link disabled', () => {
    const html = inlineStylesheets(page, readAsset);
    expect(html).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-c3.css" disabled>',
    );
    expect(html).toContain(
      '<style>.h{color:red}</style><link rel="stylesheet" href="/assets/home-e5.css" disabled>',
    );
    expect(html.indexOf('body{margin:0}')).toBeLessThan(html.indexOf('.h{color:red}'));
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
  });

  it('given CSS that would close the style element, should refuse', () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/contains/);
  });
});

describe('deferModuleScripts', () => {
  const html = deferModuleScripts(page);
  const loader = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1] ?? '';

  it('given the entry script and preloads, should take them out of the markup', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
  });

  it('given the entry script and preloads, should have the browser fetch each once at low priority as it reads the head, running none', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const early = [...head.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((m) => m[0]);
    expect(early).toEqual([
      '<link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/index-a1.js">',
      '<link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/react-b2.js">',
      '<link rel="preload" as="script" crossorigin fetchpriority="low" href="/assets/home-d4.js">',
    ]);
  });

  it('given no paint timing, should add preloads and then the entry only after a painted frame', () => {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback));
    try {
      new Function(loader)();
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      frames.forEach((callback) => callback());
      expect(document.head.querySelector('script[type="module"]')).toBeNull();
      while (timers.length > 0) timers.shift()!();
    } finally {
      vi.unstubAllGlobals();
    }
    const added = [...document.head.querySelectorAll('link[rel="modulepreload"], script')];
    expect(added.map((node) => node.getAttribute('href') ?? node.getAttribute('src'))).toEqual([
      '/assets/react-b2.js',
      '/assets/home-d4.js',
      '/assets/index-a1.js',
    ]);
    const entry = document.head.querySelector('script')!;
    expect(entry.type).toBe('module');
    expect(entry.crossOrigin).toBe('');
    document.head.innerHTML = '';
  });

  it('given paint timing, should add the code only once the first contentful paint is reported', () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const timers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    vi.stubGlobal('setTimeout', (callback: () => void, delay?: number) => {
      // The 3 s safety net is not part of this case.
      if (!delay) timers.push(callback);
    });
    try {
      new Function(loader)();
      report!({ getEntriesByName: () => [] }); // first-paint only: not yet
      timers.forEach((callback) => callback());
      expect(document.head.querySelector('script')).toBeNull();
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      while (timers.length > 0) timers.shift()!();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('/assets/index-a1.js');
    document.head.innerHTML = '';
  });

  it('given many preloads, should add a few per task, in order, and the entry script last', () => {
    const many = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const big = page.replace(
      '</head>',
      `${many.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n')}</head>`,
    );
    const script = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(deferModuleScripts(big))![1]!;
    const timers: (() => void)[] = [];
    const perTask: string[][] = [];
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callback());
    vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback));
    try {
      new Function(script)();
      let seen = 0;
      while (timers.length > 0) {
        timers.shift()!();
        const added = [...document.head.querySelectorAll('link[rel="modulepreload"], script')];
        perTask.push(
          added.slice(seen).map((n) => n.getAttribute('href') ?? n.getAttribute('src')!),
        );
        seen = added.length;
      }
    } finally {
      vi.unstubAllGlobals();
    }
    // The first timer is the one after the painted frame; it adds the first batch.
    const tasks = perTask.filter((added) => added.length > 0);
    expect(tasks.length).toBe(Math.ceil(12 / PRELOADS_PER_TASK));
    for (const added of tasks) expect(added.length).toBeLessThanOrEqual(PRELOADS_PER_TASK + 1);
    expect(tasks.flat()).toEqual([
      '/assets/react-b2.js',
      '/assets/home-d4.js',
      ...many,
      '/assets/index-a1.js',
    ]);
    document.head.innerHTML = '';
  });

  it('given a page without the app script, should leave it as it is', () => {
    expect(deferModuleScripts('<html><body></body></html>')).toBe('<html><body></body></html>');
  });

  it('given two entry scripts, should refuse', () => {
    const twice = page.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/b.js"></script></head>',
    );
    expect(() => deferModuleScripts(twice)).toThrow(/one entry script/);
  });
});
