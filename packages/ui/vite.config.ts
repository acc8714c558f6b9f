import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

// Library build for other agency products: ESM + one CSS file (dist/ui.css) with the themes,
// reset, font faces and every component style, and Inter's woff2 files beside it in
// dist/fonts/. Runtime dependencies stay external (the consumer installs them through our
// package.json); the font CSS is bundled, its files copied.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].filter((name) => name !== '@fontsource-variable/inter' && name !== '@vanilla-extract/css');

/*
 * Vite inlines every asset as base64 in library mode (ui.css was 369 KB with all seven Inter
 * subsets in it, 233 KB gzipped, though a page needs one or two). `?no-inline` is the one way
 * out, so the font CSS asks for its files that way: each subset is then a file that the
 * browser downloads only when a page uses characters in its `unicode-range`.
 */
function fontFilesBesideCss(): Plugin {
  return {
    name: 'brightlane:font-files-beside-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/@fontsource[^/]*\/[^/]+\/[^?]*\.css$/.test(id)) return null;
      return code.replace(/url\((['"]?)([^)'"?]+\.woff2)\1\)/g, 'url($1$2?no-inline$1)');
    },
  };
}

export default defineConfig({
  plugins: [fontFilesBesideCss(), vanillaExtractPlugin({ identifiers: 'short' }), react()],
  // Asset URLs in ui.css relative to it, so they resolve wherever the package is installed.
  base: './',
  // Workspace packages resolve to their TypeScript sources through a project-only condition.
  resolve: { conditions: ['brightlane-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    lib: {
      entry: {
        index: 'src/index.ts',
        'head-script': 'src/theme/headScript.ts',
        // Its own entry, so Recharts loads only where a chart is drawn (components/LineChart).
        'line-chart': 'src/components/LineChart/index.ts',
        // Its own entry, not in index: Tiptap and ProseMirror (~100 KB gzipped) load only
        // where an app imports '@brightlane/ui/rich-text-editor'.
        'rich-text-editor': 'src/components/RichTextEditor/index.ts',
      },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      output: {
        // ui.css keeps its plain name (the package exports it); the fonts go in fonts/.
        assetFileNames: ({ names }) =>
          names.some((name) => name.endsWith('.css'))
            ? '[name][extname]'
            : 'fonts/[name]-[hash][extname]',
      },
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) ||
        id.startsWith('react/'),
    },
  },
});
