// `npm run typecheck`: type-checks every TypeScript project of the repository, two at a time. Each
// `tsc` uses one core; run one after the other they left the second core idle for a quarter of a
// minute of every CI run. A failing project prints its errors and the run ends non-zero.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
// The largest first, so that the last one to start is a short one.
const projects = [
  'apps/gateway',
  'packages/gateway-client',
  'apps/busi',
  'packages/ui',
  'tsconfig.json',
  'packages/domain',
  'e2e',
];

function check(project: string): Promise<{ project: string; code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ project, code: code ?? 1, output }));
  });
}

const waiting = [...projects];
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let project = waiting.shift(); project !== undefined; project = waiting.shift()) {
    const result = await check(project);
    if (result.code !== 0) {
      failed.push(project);
      process.stdout.write(`tsc -p ${project} found errors:\n${result.output}\n`);
    }
  }
}
await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
console.log(`${projects.length} projects type-check.`);
