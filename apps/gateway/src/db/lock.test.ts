import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { newDataDir } from '../testing/processTargets.ts';
import { lockDataDir } from './lock.ts';

const mainPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

function startGateway(dataDir: string) {
  const child = spawn(process.execPath, ['--conditions=@school-sports/source', mainPath], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`exited ${code}: ${output}`));
    });
  });
  // A refused gateway never listens: that rejection is expected, not an unhandled error.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => output };
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('the data-directory lock', () => {
  it('refuses a second gateway on the same data directory while the first keeps serving', async () => {
    const dataDir = newDataDir('busi-lock');
    const first = startGateway(dataDir);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const origin = await first.listening;

    const second = startGateway(dataDir);
    cleanups.push(() => second.child.kill('SIGKILL'));
    expect(await second.exited).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Data directory ${dataDir} is in use by another gateway (pid ${first.child.pid})`);

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ code: '200', data: { status: 'up' } });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'gateway.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-lock-'));
    // A pid far above the kernel's default maximum cannot be alive.
    fs.writeFileSync(path.join(dataDir, 'gateway.lock'), '99999999');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'gateway.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dataDir, 'gateway.lock'))).toBe(false);
  });
});
