import { beforeAll, describe, expect, it } from 'vitest';
import {
  hashesInFlight,
  hashPasswordDigest,
  needsRehash,
  passwordDigestOf,
  useLightHashingForTests,
  verifyPasswordDigest,
} from './password.ts';

describe('password hashes', () => {
  // The gateway's test files share their worker's modules: an earlier file's in-process gateway may
  // have lightened the hashing, and this file tests the setting real gateways use.
  beforeAll(() => useLightHashingForTests(false));

  it('hash at scrypt N=2^17, r=8, p=1 and verify only the same digest', async () => {
    const digest = passwordDigestOf('Sport@2026');
    const stored = await hashPasswordDigest(digest);
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPasswordDigest(digest.toUpperCase(), stored)).toBe(true);
    expect(await verifyPasswordDigest(passwordDigestOf('Sport@2027'), stored)).toBe(false);
  });

  it('verify hashes of older settings and mark them for re-hashing', async () => {
    const digest = passwordDigestOf('Sport@2026');
    const older = await hashPasswordDigest(digest, { N: 2 ** 14, r: 8, p: 5 });
    expect(older).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(await verifyPasswordDigest(digest, older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
  });

  it('refuse stored values that are not hashes, or ask for more memory than any setting we make', async () => {
    const digest = passwordDigestOf('Sport@2026');
    const [, , , , salt, hash] = (await hashPasswordDigest(digest, { N: 2 ** 10, r: 8, p: 1 })).split('$');
    for (const stored of ['!', '', `scrypt$${2 ** 24}$8$1$${salt}$${hash}`, `scrypt$x$8$1$${salt}$${hash}`]) {
      expect(await verifyPasswordDigest(digest, stored), stored).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });

  it('compute at most two hashes at once, so a burst of sign-ins stays within 256 MiB', async () => {
    const digest = passwordDigestOf('Sport@2026');
    let most = 0;
    let done = false;
    const burst = Promise.all(
      Array.from({ length: 6 }, () => hashPasswordDigest(digest, { N: 2 ** 12, r: 8, p: 1 })),
    ).finally(() => {
      done = true;
    });
    while (!done) {
      most = Math.max(most, hashesInFlight());
      await new Promise((resolve) => setImmediate(resolve));
    }
    const hashes = await burst;
    expect(most).toBe(2);
    expect(hashesInFlight()).toBe(0);
    for (const stored of hashes) expect(await verifyPasswordDigest(digest, stored)).toBe(true);
  });
});
