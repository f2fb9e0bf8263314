// The gateway's production build: `dist/main.js` (the server), `dist/import-worker.js` (the
// import reader's worker thread) and `dist/pdf-worker.js` (the PDF worker thread), plain
// JavaScript that `node` runs without TypeScript or source conditions. Our own packages (domain,
// contract) are bundled in from their sources, and drizzle-orm too (see `bundled` below); the
// gateway's other npm dependencies stay outside, installed beside it (`npm ci --omit=dev`), since
// several load files of their own at run time (PGlite's WebAssembly, the AWS SDK's per-service
// modules).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
// drizzle-orm is plain JavaScript in some 450 small modules, and its package.json (180 KB, mostly
// its exports map) is parsed again by Node for each module it loads: bundled, the gateway starts
// about 1 s of CPU sooner (a quarter of a start on an existing database, bench/RESULTS.md).
// Bundling the other dependencies as well saved less than 0.1 s more.
const bundled = new Set(['drizzle-orm']);
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@school-sports/') && !bundled.has(name),
);

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'import-worker': path.join(root, 'src/imports/worker.ts'),
    'pdf-worker': path.join(root, 'src/pdf/worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  conditions: ['@school-sports/source'],
  // Sub-paths of the dependencies (`drizzle-orm/pglite`, `pg`...) stay outside too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  // Bundled CommonJS code that calls `require` finds it in an ES module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`gateway built: apps/gateway/dist (${(bytes / 1024).toFixed(0)} KiB with source maps)`);
