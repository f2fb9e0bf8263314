// Where the gateway's own files are. It runs either from its TypeScript sources (this file is
// `src/paths.ts`) or from the production build (everything bundled into `dist/main.js`); both sit one
// folder below the gateway's root, so the root, its migrations and the repository's app build are
// found the same way in both.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** Whether this process runs the production build rather than the sources. */
export const runsBuilt = !here.endsWith('.ts');

/** `apps/gateway`. */
export const gatewayRoot = path.resolve(path.dirname(here), '..');

/** The repository (or the image's application folder), which holds `apps/busi/dist`. */
export const repoRoot = path.resolve(gatewayRoot, '../..');

/** The committed migrations, applied at start. */
export const migrationsFolder = path.join(gatewayRoot, 'drizzle');

/** The import reader's worker: a bundle of its own beside `main.js` when built. */
export const importWorkerFile = runsBuilt
  ? path.join(gatewayRoot, 'dist/import-worker.js')
  : path.join(gatewayRoot, 'src/imports/worker.ts');

/** The PDF worker: a bundle of its own beside `main.js` when built. */
export const pdfWorkerFile = runsBuilt
  ? path.join(gatewayRoot, 'dist/pdf-worker.js')
  : path.join(gatewayRoot, 'src/pdf/worker.ts');
