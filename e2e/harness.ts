import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A running product: the gateway serving the built app, on its own port and data directory. */
export interface RunningProduct {
  /** Base URL such as `http://127.0.0.1:41234`. */
  origin: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the gateway printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the gateway as `npm start` would (the app must be built), on a free port with a fresh
 * data directory unless one is given, and waits until it listens.
 */
export async function startProduct(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningProduct> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'busi-e2e-'));
  const child = spawn(
    process.execPath,
    ['--conditions=@school-sports/source', path.join(repoRoot, 'apps/gateway/src/main.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code} before listening:\n${output}`));
    });
  });
  return {
    origin,
    dataDir,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Launches Debian's Chromium headless with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

/** A fresh page with a given language preference. */
export async function openPage(browser: Browser, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 1280, height: 800 } });
  return context.newPage();
}
