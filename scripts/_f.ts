import path from 'node:path';
import { filesLoaded, gzipSize, readManifest } from './budget.ts';
const dist = 'apps/busi/dist';
const m = readManifest(dist);
const a = filesLoaded(m, ['index.html']);
for (const f of [...a.js, ...a.css]) console.log((gzipSize(path.join(dist, f)) / 1024).toFixed(2), f);
