// The gateway's production build: `dist/main.js` (the server) and `dist/import-worker.js` (the
// import reader's worker thread), plain JavaScript that `node` runs without TypeScript or source
// conditions. Our own packages (domain, contract) are bundled in from their sources; the gateway's
// npm dependencies stay outside, installed beside it (`npm ci --omit=dev`), since several load files
// of their own at run time (PGlite's WebAssembly, the AWS SDK's per-service modules).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@school-sports/'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: { main: path.join(root, 'src/main.ts'), 'import-worker': path.join(root, 'src/imports/worker.ts') },
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
