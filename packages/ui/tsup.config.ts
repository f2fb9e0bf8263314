import fs from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per component folder, code split: the root index only re-exports, so a consumer's
  // bundler drops every module it does not use (sideEffects keeps only CSS).
  entry: {
    index: 'src/index.ts',
    tokens: 'src/tokens.ts',
    ...Object.fromEntries(
      fs
        .readdirSync('src', { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join('src', entry.name, 'index.ts')))
        .map((entry) => [`${entry.name}/index`, `src/${entry.name}/index.ts`]),
    ),
  },
  splitting: true,
  format: 'esm',
  target: 'es2022',
  platform: 'browser',
  sourcemap: true,
  clean: true,
  // Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JavaScript API for tsup's dts).
  dts: false,
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria',
    'react-aria-components',
    '@vanilla-extract/recipes',
  ],
  // The styles are compiled to dist/index.css: consumers need no vanilla-extract plugin.
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.jsx = 'automatic';
  },
  async onSuccess() {
    // esbuild labels each bundled CSS file with a comment carrying its whole source: drop them.
    const css = fs.readFileSync('dist/index.css', 'utf8').replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '');
    fs.writeFileSync('dist/index.css', css);
    // Importing the package brings its CSS along (sideEffects keeps it), for bundlers that handle CSS.
    const entry = 'dist/index.js';
    const code = fs.readFileSync(entry, 'utf8');
    if (!code.startsWith("import './index.css';")) fs.writeFileSync(entry, `import './index.css';\n${code}`);
  },
});
