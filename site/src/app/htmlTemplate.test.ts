import { deferredChunksScript, pageAssetTags } from './assetTags.ts';
import { DEFERRED_MODULES } from './deferredChunks.ts';
import { fillTemplate, HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from './htmlTemplate.ts';

const template = `<html><head>${HEAD_PLACEHOLDER}<link rel="stylesheet" href="/assets/index.css"></head><body>${ROOT_PLACEHOLDER}</body></html>`;

describe('fillTemplate', () => {
  it('given a page, should put its head, markup, address and assets in place', () => {
    const html = fillTemplate(template, {
      head: '<title>T</title>',
      html: '<h1>Hi</h1>',
      path: '/',
      assets: '<link rel="stylesheet" href="/assets/home.css">',
    });
    expect(html).toBe(
      '<html><head><title>T</title><link rel="stylesheet" href="/assets/index.css">  <link rel="stylesheet" href="/assets/home.css">\n  </head>' +
        '<body><div id="root" data-prerendered-path="/"><h1>Hi</h1></div></body></html>',
    );
  });

  it('given the SPA shell, should leave the root empty and unmarked', () => {
    expect(fillTemplate(template, { head: '', html: '' })).toContain('<div id="root"></div>');
  });

  it('given markup with $ sequences, should insert it literally', () => {
    expect(fillTemplate(template, { head: '', html: "<p>$& $' $1</p>" })).toContain(
      "<p>$& $' $1</p>",
    );
  });

  it('given a template without the placeholders, should refuse', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/lacks/);
  });
});

describe('pageAssetTags', () => {
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      css: ['assets/index.css'],
      imports: ['_shared.js'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    '_button.js': { file: 'assets/button.js', css: ['assets/button.css'] },
    'src/routes/_marketing/home.tsx': {
      file: 'assets/home.js',
      css: ['assets/home.css'],
      imports: ['index.html', '_button.js'],
    },
  };

  it("given a page module, should link its CSS after its imports' CSS and preload its code, minus the entry's script and CSS", () => {
    expect(pageAssetTags(manifest, ['src/routes/_marketing/home.tsx']).split('\n    ')).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/button.css">',
      '<link rel="stylesheet" crossorigin href="/assets/home.css">',
      '<link rel="modulepreload" crossorigin href="/assets/home.js">',
      // The entry's imports: the template does not link them all (Rolldown's runtime chunk).
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="modulepreload" crossorigin href="/assets/button.js">',
    ]);
  });

  it('given no page module (the not-found page), should add nothing', () => {
    expect(pageAssetTags(manifest, [])).toBe('');
  });

  it('given a module missing from the manifest, should fail the build', () => {
    expect(() => pageAssetTags(manifest, ['src/routes/missing.tsx'])).toThrow(
      /not in the build manifest/,
    );
  });
});

describe('deferredChunksScript', () => {
  const startup = 'src/app/startClient.tsx';
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    [startup]: { file: 'assets/startClient.js', imports: ['_button.js'] },
    '_button.js': { file: 'assets/button.js' },
    '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
    [DEFERRED_MODULES.siteMenu]: {
      file: 'assets/SiteMenu.js',
      imports: ['_dialog.js', '_button.js', '_shared.js'],
    },
    [DEFERRED_MODULES.supportPopup]: { file: 'assets/SupportPopup.js', imports: ['_dialog.js'] },
    [DEFERRED_MODULES.quickToolCard]: { file: 'assets/QuickToolCard.js' },
  };

  it("given a build, should list each deferred module's scripts minus those every page loads at start", () => {
    const script = deferredChunksScript(manifest, startup);
    const json = /^<script type="application\/json" id="deferred-chunks">(.*)<\/script>$/.exec(
      script,
    )?.[1];
    expect(JSON.parse(json!)).toEqual({
      [DEFERRED_MODULES.siteMenu]: ['/assets/SiteMenu.js', '/assets/dialog.js'],
      [DEFERRED_MODULES.supportPopup]: ['/assets/SupportPopup.js', '/assets/dialog.js'],
      [DEFERRED_MODULES.quickToolCard]: ['/assets/QuickToolCard.js'],
    });
  });

  it('given a build without one of them, should fail rather than warm nothing', () => {
    const { [DEFERRED_MODULES.quickToolCard]: _, ...without } = manifest;
    expect(() => deferredChunksScript(without, startup)).toThrow(/QuickToolCard/);
  });

  it('given a manifest without the start-up module (a unit test of the template), should add nothing', () => {
    expect(deferredChunksScript({ 'index.html': manifest['index.html'] }, startup)).toBe('');
  });
});
