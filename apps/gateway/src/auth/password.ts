import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost settings, as stored in every hash. */
export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP's current scrypt setting: N=2^17, r=8, p=1 (128 MiB and about a third of a second a hash).
 * Hashes stored with other settings are replaced at the person's next successful sign-in.
 */
export const OWASP_PARAMETERS: Readonly<ScryptParameters> = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

let current: Readonly<ScryptParameters> = OWASP_PARAMETERS;

/** The setting new hashes are made with. */
export function currentParameters(): Readonly<ScryptParameters> {
  return current;
}

/**
 * For tests only: the in-process test gateway, and a gateway process started with
 * `GATEWAY_MODE=test` (which production refuses; `demo` keeps the full setting). Hashes at N=2^12,
 * so the hundreds of sign-ins of the test files and journeys cost milliseconds instead of a third
 * of a second each. The setting itself is tested apart.
 */
export function useLightHashingForTests(light = true): void {
  current = light ? { N: 2 ** 12, r: 8, p: 1 } : OWASP_PARAMETERS;
}

/** scrypt needs 128 * N * r * p bytes; Node refuses more than `maxmem`, 32 MiB by default. */
function memoryFor({ N, r, p }: ScryptParameters): number {
  return 128 * N * r * p + 1024 * 1024;
}

/** The largest setting a stored hash may ask for: a forged row must not make the gateway allocate gigabytes. */
const ceiling = memoryFor({ N: 2 ** 18, r: 8, p: 1 });

/**
 * At most two hashes at once: each takes 128 MiB, so a burst of sign-ins cannot take more than 256
 * MiB, and a two-core machine would not finish more of them any sooner. The others wait their turn.
 */
const maxConcurrentHashes = 2;
let running = 0;
const waiting: Array<() => void> = [];

/** How many hashes are being computed now. */
export function hashesInFlight(): number {
  return running;
}

async function scryptAsync(secret: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> {
  if (running < maxConcurrentHashes) running++;
  // A finishing hash hands its place straight to the next one waiting: `running` stays the same.
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await new Promise((resolve, reject) => {
      scrypt(secret, salt, keyLength, { ...parameters, maxmem: memoryFor(parameters) }, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** The SHA-256 hex digest of a password: what the browser sends at sign-in (SPEC 4). */
export function passwordDigestOf(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/** Stores a password digest as a salted scrypt hash: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPasswordDigest(digest: string, parameters: ScryptParameters = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(digest.toLowerCase(), salt, parameters);
  const { N, r, p } = parameters;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The settings of a stored hash, or null when it is not a usable scrypt hash. */
function parse(stored: string): (ScryptParameters & { salt: Buffer; hash: Buffer }) | null {
  const [scheme, n, blockSize, parallel, salt, hash] = stored.split('$');
  const N = Number(n);
  const r = Number(blockSize);
  const p = Number(parallel);
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  if (memoryFor({ N, r, p }) > ceiling) return null;
  return { N, r, p, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Whether `digest` matches a stored hash, compared in constant time. */
export async function verifyPasswordDigest(digest: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await scryptAsync(digest.toLowerCase(), parsed.salt, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with other settings than today's: re-hash it once its password is known. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N !== current.N || parsed.r !== current.r || parsed.p !== current.p;
}

/** A stored hash nobody's digest matches (at today's setting), compared against when the account is unknown. */
export function unknownAccountHash(): string {
  const { N, r, p } = current;
  return `scrypt$${N}$${r}$${p}$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`;
}

const cachedHashes = new Map<string, Promise<string>>();

/**
 * One hash of `password` per process, for the demo accounts the seed creates (every test database
 * is seeded, and at today's setting a hash takes a third of a second). They share the published
 * demo password, so sharing its salt tells nothing more.
 */
export function cachedHashOf(password: string): Promise<string> {
  const key = `${current.N}$${current.r}$${current.p}$${password}`;
  let hash = cachedHashes.get(key);
  if (!hash) {
    hash = hashPasswordDigest(passwordDigestOf(password));
    cachedHashes.set(key, hash);
  }
  return hash;
}
