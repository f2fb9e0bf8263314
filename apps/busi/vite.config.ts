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
  },
  server: {
    proxy: { '/api': { target: process.env.GATEWAY_URL || 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
