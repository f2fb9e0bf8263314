// The deployment files are checked here without Docker: the image's and compose's promises that
// break silently when the code moves on (a new workspace, a renamed build output, a setting the
// README does not document) fail this test instead of an operator's first start.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEFAULT_SHUTDOWN_GRACE_MS } from '../config.ts';
import { gatewayRoot, repoRoot } from '../paths.ts';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The variables the gateway reads from its environment, from its sources. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/(?<!\.test)\.ts$/.test(entry.name) && !full.includes(`${path.sep}testing${path.sep}`)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g))
          names.add(match[1] ?? '');
      }
    }
  };
  walk(path.join(gatewayRoot, 'src'));
  return names;
}

/** The variables the README's "Environment" table documents. */
function variablesDocumented(): Set<string> {
  const readme = read('README.md');
  const table = readme.slice(
    readme.indexOf('## Environment'),
    readme.indexOf('\n## ', readme.indexOf('## Environment') + 1),
  );
  return new Set(
    [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) =>
      [...(row[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] ?? ''),
    ),
  );
}

/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function dockerStages(): Array<{ name: string; lines: string[] }> {
  const lines = read('Dockerfile')
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Array<{ name: string; lines: string[] }> = [];
  for (const line of lines) {
    const from = /^FROM \S+ AS (\S+)$/i.exec(line);
    if (from) stages.push({ name: from[1] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

describe('the deployment files', () => {
  it('document every variable the gateway reads in the README, with its default', () => {
    const documented = variablesDocumented();
    const missing = [...variablesRead()].filter((name) => !documented.has(name));
    expect(missing, 'variables the gateway reads that the README "Environment" table does not list').toEqual([]);
  });

  it('build the image in stages and run it unprivileged, with a health check, on the built gateway', () => {
    const stages = dockerStages();
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
    const runtime = stages[1]?.lines ?? [];
    const user = runtime.find((line) => line.startsWith('USER '));
    expect(user, 'the runtime stage names its user').toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
    expect(runtime.find((line) => line.startsWith('HEALTHCHECK '))).toMatch(/\/api\/health\/live/);
    const command = runtime.find((line) => line.startsWith('CMD '));
    expect(JSON.parse(command?.slice(4) ?? '[]')).toEqual([
      'node',
      '--max-semi-space-size=16',
      '--liftoff-only',
      'apps/gateway/dist/main.js',
    ]);
    expect(runtime).toContainEqual(expect.stringMatching(/^ENV NODE_ENV=production\b/));
  });

  it('copy only what exists: sources from the repository, build outputs the build stage makes', () => {
    const [build, runtime] = dockerStages();
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const stage of [build, runtime]) {
      // Each stage installs from every workspace's manifest, or npm ci refuses the lockfile.
      const manifests = (stage?.lines ?? [])
        .filter((line) => line.startsWith('COPY ') && / \S+\/package\.json \S+\/$/.test(line))
        .map((line) => /(\S+)\/package\.json \S+$/.exec(line)?.[1]?.replace(/^\/app\//, ''));
      expect(manifests.sort(), `workspace manifests copied in the ${stage?.name} stage`).toEqual(
        [...workspaces].sort(),
      );
    }
    for (const line of build?.lines ?? []) {
      if (!line.startsWith('COPY ')) continue;
      const sources = line.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(fs.existsSync(path.join(repoRoot, source)), `COPY ${source}`).toBe(true);
    }
    const buildOutputs = ['apps/gateway/dist', 'apps/busi/dist'];
    for (const line of runtime?.lines ?? []) {
      const copied = /^COPY --from=build \/app\/(\S+)/.exec(line)?.[1];
      if (!copied) continue;
      for (const source of line
        .split(/\s+/)
        .slice(2, -1)
        .map((part) => part.replace(/^\/app\//, ''))) {
        const made = buildOutputs.includes(source);
        expect(made || fs.existsSync(path.join(repoRoot, source)), `COPY --from=build ${source}`).toBe(true);
      }
    }
    const gatewayManifest = JSON.parse(fs.readFileSync(path.join(gatewayRoot, 'package.json'), 'utf8'));
    expect(gatewayManifest.scripts.build).toBe('node build.ts');
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });

  it('compose the gateway with PostgreSQL and an object store that exist in the same file, with documented settings', () => {
    const compose = parse(read('compose.yaml')) as {
      services: Record<
        string,
        {
          build?: string;
          environment?: Record<string, string>;
          depends_on?: Record<string, unknown>;
          command?: unknown;
          stop_grace_period?: string;
        }
      >;
    };
    const services = compose.services;
    const gateway = services.gateway;
    expect(gateway?.build).toBe('.');
    const environment = gateway?.environment ?? {};
    const documented = variablesDocumented();
    expect(Object.keys(environment).filter((name) => !documented.has(name))).toEqual([]);
    for (const dependency of Object.keys(gateway?.depends_on ?? {}))
      expect(Object.keys(services)).toContain(dependency);
    expect(Object.keys(services)).toContain(new URL(environment.DATABASE_URL ?? '').hostname);
    expect(Object.keys(services)).toContain(new URL(environment.S3_ENDPOINT ?? '').hostname);
    expect(JSON.stringify(services.bucket?.command)).toContain(`store/${environment.S3_BUCKET}`);
    expect(Number.parseInt(gateway?.stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(DEFAULT_SHUTDOWN_GRACE_MS);
  });
});
