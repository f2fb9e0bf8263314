import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';

export default defineConfig({
  base: '/busi/',
  plugins: [react(), vanillaExtractPlugin()],
  ...sourceResolve,
  resolve: {
    ...sourceResolve.resolve,
    // Messages arrive compiled (src/i18n/compile.ts), so the browser needs no ICU parser.
    alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' },
  },
  build: {
    // The manifest tells the bench which chunks a route loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every page runs whole, in one long-cached file: one request instead of a
        // dozen small ones, and one compression window. Partly used ones (the kit, react-aria, zod)
        // stay split by use, so a page never loads code only other pages need.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|ky|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|jotai)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.GATEWAY_URL || 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
