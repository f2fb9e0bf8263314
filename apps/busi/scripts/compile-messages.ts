// Writes src/i18n/compiled/<locale>.<part>.json from the app's and the domain's message catalogues,
// one file per language and part (`src/i18n/compile.ts`).
// Run after changing a text: `npm run messages -w @school-sports/busi` (a test fails when they differ).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compiledFiles } from '../src/i18n/compile.ts';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/compiled');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, text] of Object.entries(compiledFiles())) {
  fs.writeFileSync(path.join(outDir, name), text);
  console.log(`${path.relative(process.cwd(), path.join(outDir, name))}: ${(text.length / 1024).toFixed(1)} KiB`);
}
