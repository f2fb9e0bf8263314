// npm run lock:complete — after `npm install` on a machine whose registry is a partial mirror.
//
// Some registries (such as the mirror these machines reach) hold only the platform packages that
// were fetched before, so npm writes a lock file without the other platforms' optional binaries
// (@biomejs/cli-darwin-arm64, @rollup/rollup-win32-x64-msvc...), and `npm ci` then refuses the
// lock as out of sync. This adds the missing entries with their os and cpu, as a lock written
// against the full registry has them; npm skips them on other platforms and fetches them where
// they apply.
import fs from 'node:fs';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const lockPath = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };

const osNames = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'cygwin',
];
const cpuNames = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x'];

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | undefined {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' && parts.includes('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? '' : `${location}/`;
    const nested = `${base}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformOf(dependency);
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : entry.version;
    if (!platform || !version) continue;
    lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(lockPath, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`${lockPath}: added ${added} platform entries missing from the registry mirror`);
