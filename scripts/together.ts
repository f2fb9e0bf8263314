// Runs npm scripts at the same time, each one's output printed whole when it ends, and times them:
// the stages of `npm test` (scripts/test.ts) are made of these.
import { spawn } from 'node:child_process';

/** How one npm script ended, and how long it ran. */
export interface ScriptRun {
  script: string;
  code: number;
  ms: number;
}

/**
 * Runs one npm script: its output printed whole when it ends (`buffered`, so that scripts running at
 * the same time do not interleave their lines), or as it comes.
 */
export function runScript(script: string, buffered: boolean): Promise<ScriptRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', buffered ? 'pipe' : 'inherit', buffered ? 'pipe' : 'inherit'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(Buffer.concat(output).toString());
      resolve({ script, code: code ?? 1, ms: performance.now() - started });
    });
  });
}

/** Runs the scripts at the same time; one alone streams its output. */
export function runTogether(scripts: readonly string[]): Promise<ScriptRun[]> {
  return Promise.all(scripts.map((script) => runScript(script, scripts.length > 1)));
}

/** The failed runs of `runs`, said on standard error. */
export function reportFailures(runs: readonly ScriptRun[]): ScriptRun[] {
  const failed = runs.filter((run) => run.code !== 0);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((run) => `${run.script} (exit ${run.code})`).join(', ')}`);
  }
  return failed;
}
