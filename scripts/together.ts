// Runs the npm scripts it is given at the same time, each one's output printed whole when it ends,
// and fails when any of them fails. `npm test` starts with the short checks this way (lint, type
// checks, the domain's tests with coverage): one after the other, each left a core idle. The app is
// built for the journeys while the stories run, in the time their browsers take to start.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: node scripts/together.ts <npm script> [<npm script> ...]');

function run(script: string): Promise<{ script: string; code: number }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output).toString());
      resolve({ script, code: code ?? 1 });
    });
  });
}

const failed = (await Promise.all(scripts.map(run))).filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((result) => `${result.script} (exit ${result.code})`).join(', ')}`);
  process.exit(1);
}
