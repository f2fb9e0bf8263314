import fs from 'node:fs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { chromiumArgs, chromiumEnv, chromiumPath, sourceConditions, sourceResolve } from './vite.shared.ts';

const storyDependencies = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-aria',
  'react-aria-components',
  '@vanilla-extract/recipes/createRuntimeFn',
  'storybook/test',
  '@storybook/react-vite',
  '@storybook/addon-a11y/preview',
  '@internationalized/date',
  '@visx/axis',
  '@visx/grid',
  '@visx/group',
  '@visx/scale',
  '@visx/shape',
  '@visx/text',
  '@visx/tooltip',
];

// Parallel runs (several people or agents on one checkout) each take their own Vite cache.
const cacheDir = process.env.VITEST_CACHE_DIR;

const nodeResolve = {
  resolve: { conditions: sourceConditions.server },
  ssr: { resolve: { conditions: sourceConditions.server } },
};

// The gateway's tests resolve packages as Node runs the gateway: without the bundlers' `module`
// condition, whose builds (the AWS SDK's `dist-es`) Node cannot load.
const gatewayConditions = sourceConditions.server.filter((condition) => condition !== 'module');
const gatewayResolve = {
  resolve: { conditions: gatewayConditions },
  ssr: { resolve: { conditions: gatewayConditions } },
};

/** Calls that start a process of their own: a file that makes them takes seconds where others take tenths. */
const startsProcesses = /\b(processesOn|processTargets|startGatewayProcess|spawn|spawnSync|execFileSync)\(/;

/**
 * Runs the files that start processes (gateways, npm, pg_dump) before the others. Without the
 * durations of an earlier run, as in CI's fresh clone, Vitest runs the largest files first, and
 * these short files of long tests came last: one worker still ran them while the other had
 * finished, a quarter of a minute of one idle core.
 */
class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const slow = new Set(sorted.filter((file) => startsProcesses.test(fs.readFileSync(file.moduleId, 'utf8'))));
    return [...sorted.filter((file) => slow.has(file)), ...sorted.filter((file) => !slow.has(file))];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: ProcessesFirst },
    // The gateway, client, app and kit projects run with `isolate: false`: their files keep no module
    // state that another file reads, and importing the same modules afresh for every file cost a
    // sixth to a quarter of each project's time (docs/decisions.md).
    // Coverage counts the domain's own tests only: `test:unit` runs the domain project apart with
    // `--coverage`, since measuring it in the other projects' workers slowed them by about a fifth.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        ...nodeResolve,
        test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        ...nodeResolve,
        test: {
          name: 'gateway-client',
          environment: 'node',
          isolate: false,
          // Its tests run a gateway on the embedded database in process, compiled as the gateway's own is.
          execArgv: ['--liftoff-only'],
          include: ['packages/gateway-client/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...gatewayResolve,
        test: {
          name: 'gateway',
          environment: 'node',
          include: ['apps/gateway/src/**/*.test.ts'],
          // Migrates and seeds one database per run, which every test file copies.
          globalSetup: ['apps/gateway/src/testing/global-setup.ts'],
          // Each file opens its own embedded database: compiled by V8's baseline compiler alone, as the
          // gateway runs it (apps/gateway/src/node-args.ts), the files ran a fifth faster in less memory.
          execArgv: ['--liftoff-only'],
          // Each file builds its own gateway and database, so sharing the worker's modules is safe.
          isolate: false,
          // Some tests start gateway processes, which on a loaded two-core machine take a while.
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...nodeResolve,
        // The app's pure modules may import the kit (its icons), whose styles need compiling.
        plugins: [vanillaExtractPlugin()],
        test: { name: 'busi', environment: 'node', include: ['apps/busi/src/**/*.test.ts'], isolate: false },
      },
      {
        ...nodeResolve,
        test: { name: 'ui', environment: 'node', include: ['packages/ui/src/**/*.test.ts'], isolate: false },
      },
      {
        ...nodeResolve,
        test: {
          name: 'publish',
          environment: 'node',
          include: ['tests/publish/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 600_000,
        },
      },
      {
        ...nodeResolve,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          // Starts the product once to seed a data directory, which every journey file copies: the
          // files share nothing else (each starts its own product and browser), so they may run side by side.
          globalSetup: ['e2e/global-setup.ts'],
          // A journey is many steps of a person's work; on a loaded machine it can pass a minute.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // `expect.poll` waits on the page's real state; a loaded machine (two products and browsers
          // side by side on two cores) can take longer than Vitest's default second to show it.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        ...sourceResolve,
        optimizeDeps: { include: [...storyDependencies, 'react-dom/client', 'vitest/browser'] },
        ...(cacheDir ? { cacheDir: `${cacheDir}/visual` } : {}),
        test: {
          name: 'ui-visual',
          // One page per worker for every file, as in the stories project below.
          isolate: false,
          include: ['packages/ui/src/**/*.visual.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing differs by a few pixels between runs; a real change moves far more.
                comparatorOptions: { threshold: 0.05, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        ...sourceResolve,
        // Pre-bundled up front: a re-optimisation discovered mid-run reloads the page under the tests.
        optimizeDeps: { include: storyDependencies },
        ...(cacheDir ? { cacheDir: `${cacheDir}/stories` } : {}),
        test: {
          name: 'storybook',
          // One page per worker loads the kit once and renders every story file in it: a fresh
          // page per file spent about a third of the stage loading the same modules again
          // (docs/decisions.md, "Test files share their worker's modules").
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
