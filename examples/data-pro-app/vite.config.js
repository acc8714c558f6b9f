import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The head script's module has no CSS and no React: it loads here, in Node.
import { createThemeHeadScript, dataPro } from '@brightlane/ui/head-script';
import { themeOptions } from './src/themeOptions.js';

// Plain Vite: no vanilla-extract plugin. @brightlane/ui ships compiled CSS that its modules
// import, so Vite bundles the CSS of what the pages import, and nothing else.
export default defineConfig({
  plugins: [
    react(),
    {
      // The colour-scheme script, inline before the style sheets, with the options the app
      // gives ThemeProvider: the page paints in the visitor's scheme from the first frame.
      name: 'data-pro:theme-head-script',
      transformIndexHtml: {
        order: 'pre',
        handler: (html) =>
          html.replace(
            '<!--theme-script-->',
            `<script>${createThemeHeadScript({ theme: dataPro, ...themeOptions })}</script>`,
          ),
      },
    },
  ],
  build: {
    // The package test reads the manifest to add up what each page loads.
    manifest: true,
    rolldownOptions: { input: { index: 'index.html', button: 'button.html' } },
  },
});
