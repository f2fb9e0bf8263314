import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../vite.shared.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const packages = ['@school-sports/domain', '@school-sports/gateway-client', '@school-sports/ui'];
const npm = 'npm';

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

// Proves what a consumer of the published packages gets: the packed tarballs, installed into an
// app outside this repository that has no vanilla-extract plugin, build, type-check and render styled.
describe('the packed packages in a consumer app', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-consumer-'));
    run(npm, ['run', 'build:packages'], repoRoot);
    const tarballs = JSON.parse(
      run(
        npm,
        ['pack', '--json', '--pack-destination', fixture, ...packages.flatMap((name) => ['-w', name])],
        repoRoot,
      ),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const rootManifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/busi/package.json'), 'utf8'));
    fs.writeFileSync(
      path.join(fixture, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(tarballs.map((t, i) => [packages[i], `file:./${path.basename(t.filename)}`])),
          react: rootManifest.dependencies.react,
          'react-dom': rootManifest.dependencies['react-dom'],
          '@types/react': '^19',
        },
      }),
    );
    run(npm, ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], fixture);
    fs.writeFileSync(
      path.join(fixture, 'index.html'),
      '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
    );
    fs.writeFileSync(
      path.join(fixture, 'main.js'),
      `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { BarChart, Button, ImportDialog, PagedTable, ThemeProvider } from '@school-sports/ui';
import { roundTo } from '@school-sports/domain';
import { health } from '@school-sports/gateway-client/contract';
const rows = [
  { id: 1, name: 'Li Lei', grade: 'Grade 3' },
  { id: 2, name: 'Han Meimei', grade: 'Grade 4' },
  { id: 3, name: 'Wang Fang', grade: 'Grade 5' },
];
createRoot(document.getElementById('root')).render(
  h(ThemeProvider, { locale: 'en-US' },
    h('p', { id: 'domain' }, String(roundTo(2.675, 2))),
    h('p', { id: 'contract' }, health.path),
    h(Button, { variant: 'primary' }, 'Save'),
    h(PagedTable, {
      'aria-label': 'Students',
      columns: [
        { key: 'name', title: 'Name', isRowHeader: true },
        { key: 'grade', title: 'Grade' },
      ],
      rows,
      rowKey: (row) => row.id,
      total: 3,
      page: 1,
      pageSize: 10,
      onPageChange: () => {},
    }),
    h(BarChart, {
      title: 'Pass rate by grade',
      data: [
        { label: 'Grade 3', values: { rate: 91 } },
        { label: 'Grade 4', values: { rate: 87 } },
      ],
      series: [{ key: 'rate', label: 'Pass rate' }],
      width: 360,
      height: 200,
    }),
    h(ImportDialog, {
      title: 'Import students',
      defaultOpen: true,
      onUpload: async () => ({ successCount: 0, failureCount: 0 }),
    })));
`,
    );
  });

  afterAll(() => {
    if (fixture) fs.rmSync(fixture, { recursive: true, force: true });
  });

  it('ships only dist and the manifest in each tarball', () => {
    for (const name of packages) {
      const dir = path.join(fixture, 'node_modules', name);
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      expect(fs.existsSync(path.join(dir, 'src')), name).toBe(false);
      expect(fs.existsSync(path.join(dir, manifest.exports['.'].default)), name).toBe(true);
      expect(fs.existsSync(path.join(dir, manifest.exports['.'].types)), name).toBe(true);
    }
  });

  it('type-checks a consumer against the published declarations, and refuses a wrong prop', () => {
    const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
    fs.writeFileSync(
      path.join(fixture, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'preserve',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          lib: ['ES2022', 'DOM'],
        },
        include: ['check.tsx'],
      }),
    );
    fs.writeFileSync(
      path.join(fixture, 'check.tsx'),
      `import { Button, PagedTable, ThemeProvider, type Column } from '@school-sports/ui';
import { roundTo } from '@school-sports/domain';
import { createGatewayClient, health } from '@school-sports/gateway-client';
const rounded: number = roundTo(1.005, 2);
interface Student { id: number; name: string }
const columns: Column<Student>[] = [{ key: 'name', title: 'Name' }];
export const view = <ThemeProvider theme="dark"><Button variant="danger">{rounded}</Button>
  <PagedTable<Student> aria-label="s" columns={columns} rows={[{ id: 1, name: 'a' }]} rowKey={(row) => row.id} total={1} page={1} pageSize={10} onPageChange={() => {}} /></ThemeProvider>;
export async function check() { const data = await createGatewayClient().call(health, {}); const s: 'up' | 'degraded' = data.status; return s; }
`,
    );
    expect(spawnSync(tsc, ['-p', fixture], { encoding: 'utf8' }).stdout).toBe('');
    fs.writeFileSync(
      path.join(fixture, 'check.tsx'),
      `import { Button } from '@school-sports/ui';\nexport const view = <Button variant="no-such-variant">x</Button>;\n`,
    );
    const wrong = spawnSync(tsc, ['-p', fixture], { encoding: 'utf8' });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stdout).toContain('no-such-variant');
  });

  it('builds with plain Vite and renders the kit styled in Chromium', async () => {
    await build({ root: fixture, logLevel: 'silent', configFile: false, build: { outDir: 'dist' } });
    const dist = path.join(fixture, 'dist');
    const css = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);

    const server = http.createServer((request, response) => {
      const file = path.join(dist, request.url === '/' ? 'index.html' : (request.url ?? ''));
      if (!file.startsWith(dist) || !fs.existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.getByRole('button', { name: 'Save' }).first().waitFor();
      const colours = await page
        .getByRole('button', { name: 'Save' })
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
        });
      expect(colours).toEqual({ background: 'rgb(23, 86, 199)', radius: '6px' });
      expect(await page.locator('#domain').textContent()).toBe('2.68');
      expect(await page.locator('#contract').textContent()).toBe('/api/health');

      // A table with its rows and pager, an open import dialog and a chart with its text alternative.
      const table = page.getByRole('grid', { name: 'Students' });
      expect(await table.getByRole('rowheader', { name: 'Han Meimei' }).count()).toBe(1);
      expect(await page.getByText('3 items').count()).toBeGreaterThan(0);
      const dialog = page.getByRole('dialog', { name: 'Import students' });
      expect(await dialog.isVisible()).toBe(true);
      // The dialog's surface: the first painted box from the dialog outwards, themed by the kit.
      const dialogBackground = await dialog.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const colour = getComputedStyle(node).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') return colour;
        }
        return 'none';
      });
      expect(dialogBackground).toBe('rgb(255, 255, 255)');
      expect(await page.getByRole('img', { name: 'Pass rate by grade' }).count()).toBe(1);
      expect(await page.locator('table').filter({ hasText: 'Pass rate' }).getByText('87').count()).toBeGreaterThan(0);
    } finally {
      await browser.close();
      server.close();
    }
  });
});
