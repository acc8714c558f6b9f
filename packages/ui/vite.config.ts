import { readFileSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Library build for other agency products: ESM + one CSS file (dist/ui.css) with the themes,
// reset, font faces and every component style. Runtime dependencies stay external (the
// consumer installs them through our package.json); the font CSS is bundled with its files.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}),
].filter((name) => name !== '@fontsource-variable/inter' && name !== '@vanilla-extract/css');

export default defineConfig({
  plugins: [vanillaExtractPlugin({ identifiers: 'short' }), react()],
  // Workspace packages resolve to their TypeScript sources through a project-only condition.
  resolve: { conditions: ['brightlane-source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', 'head-script': 'src/theme/headScript.ts' },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) ||
        id.startsWith('react/'),
    },
  },
});
