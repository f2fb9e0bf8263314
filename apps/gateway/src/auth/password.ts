import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP's scrypt settings of equal strength: N=2^14, r=8, p=5 (16 MiB per hash, so concurrent
// sign-ins do not exhaust memory the way N=2^17 would).
const N = 2 ** 14;
const r = 8;
const p = 5;
const keyLength = 32;

function scryptAsync(secret: string, salt: Buffer, n: number, blockSize: number, parallel: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, { N: n, r: blockSize, p: parallel, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The SHA-256 hex digest of a password: what the browser sends at sign-in (SPEC 4). */
export function passwordDigestOf(password: string): string {
  return createHash('sha256').update(password, 'utf8').digest('hex');
}

/** Stores a password digest as a salted scrypt hash: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPasswordDigest(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(digest.toLowerCase(), salt, N, r, p);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `digest` matches a stored hash, compared in constant time. */
export async function verifyPasswordDigest(digest: string, stored: string): Promise<boolean> {
  const [scheme, n, blockSize, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    digest.toLowerCase(),
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(blockSize),
    Number(parallel),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash nobody's digest matches, compared against when the account is unknown. */
export const unknownAccountHash = `scrypt$${N}$${r}$${p}$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`;
