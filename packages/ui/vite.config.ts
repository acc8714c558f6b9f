import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import type { Plugin } from 'vite';

// Library build for other agency products (docs/decisions/035-themes-for-any-brand.md):
//
// - `vite build`: ES modules, one file per source module (dist/ mirrors src/), each style
//   module with its own CSS file that its JavaScript imports. A product's bundler then takes
//   only the components (and themes) the product imports, with their CSS and nothing else.
// - `vite build --mode styles`: the same CSS as one file, dist/ui.css (`@brightlane/ui/styles.css`),
//   for a product that links one style sheet instead.
//
// Runtime dependencies stay external (the consumer installs them through our package.json);
// the font CSS is bundled, its woff2 files copied to dist/fonts/.
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

/*
 * In library mode Vite writes each module's CSS to a file but drops the import of it from the
 * JavaScript (it leaves `/* empty css *\/`), so a consumer would get no styles. This puts the
 * import back: the module whose code imported a style sheet imports the emitted file. It runs
 * before Vite removes the CSS-only chunks, while they still say which file they stand for. The
 * import goes at the end of the module (imports are hoisted; the source map stays valid).
 * vite-plugin-lib-inject-css does this for bundled chunks but not with preserveModules.
 */
function importEmittedCss(): Plugin {
  return {
    name: 'brightlane:import-emitted-css',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const css = chunk.imports.flatMap((imported) => {
            const target = bundle[imported];
            return target?.type === 'chunk' ? [...(target.viteMetadata?.importedCss ?? [])] : [];
          });
          if (css.length === 0) continue;
          const lines = css.map((file) => {
            const path = relative(dirname(chunk.fileName), file);
            return `import '${path.startsWith('.') ? path : `./${path}`}';`;
          });
          chunk.code += `\n${lines.join('\n')}\n`;
        }
      },
    },
  };
}

/** Drops the JavaScript of the `styles` build: it only writes ui.css (and the fonts again). */
function cssOnly(): Plugin {
  return {
    name: 'brightlane:css-only',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [file, output] of Object.entries(bundle)) {
          if (output.type === 'chunk') delete bundle[file];
        }
      },
    },
  };
}

/** dist/ mirrors src/; what comes from node_modules (the font CSS) goes in dist/vendor/. */
const outputPath = (name: string) => name.replace(/^(.*\/)?node_modules\//, 'vendor/');

export default defineConfig(({ mode }) => {
  const styles = mode === 'styles';
  return {
    plugins: [
      fontFilesBesideCss(),
      vanillaExtractPlugin({ identifiers: 'short' }),
      react(),
      styles ? cssOnly() : importEmittedCss(),
    ],
    // Asset URLs in the CSS relative to it, so they resolve wherever the package is installed.
    base: './',
    // Workspace packages resolve to their TypeScript sources through a project-only condition.
    resolve: { conditions: ['brightlane-source', ...defaultClientConditions] },
    build: {
      outDir: 'dist',
      // The styles build adds ui.css to the modules' build.
      emptyOutDir: !styles,
      cssCodeSplit: !styles,
      sourcemap: !styles,
      lib: {
        entry: {
          index: 'src/index.ts',
          // CSS-free, for servers and build configs (dist/head-script.js).
          'head-script': 'src/head-script.ts',
          // Entries of their own, not in index: Recharts and Tiptap with ProseMirror (~100 KB
          // gzipped) load only where an app imports these subpaths.
          'components/LineChart/index': 'src/components/LineChart/index.ts',
          'components/RichTextEditor/index': 'src/components/RichTextEditor/index.ts',
        },
        formats: ['es'],
        cssFileName: 'ui',
      },
      rolldownOptions: {
        output: styles
          ? {
              assetFileNames: ({ names }) =>
                names.some((name) => name.endsWith('.css'))
                  ? '[name][extname]'
                  : 'fonts/[name]-[hash][extname]',
            }
          : {
              preserveModules: true,
              preserveModulesRoot: 'src',
              entryFileNames: (chunk) => `${outputPath(chunk.name)}.js`,
              assetFileNames: ({ names }) =>
                names[0]?.endsWith('.css') ? outputPath(names[0]) : 'fonts/[name]-[hash][extname]',
            },
        external: (id) =>
          external.some((name) => id === name || id.startsWith(`${name}/`)) ||
          id.startsWith('react/'),
      },
    },
  };
});
