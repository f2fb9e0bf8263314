// Vitest's global setup for the journeys: the product is started once on a new data directory,
// which migrates and seeds it, and stopped; every journey file then starts its own product on a
// copy of that directory (`startProduct`), sparing each file the migrations and the seeding.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'busi-e2e-seeded-'));
  // In the test mode, as the journeys' products run: the demo accounts' passwords are hashed at the
  // light setting those products sign in with (apps/gateway/src/auth/password.ts).
  const product = await startProduct({ dataDir, env: { GATEWAY_MODE: 'test' } });
  await product.stop();
  if (product.process.exitCode !== 0) throw new Error(`the seeding gateway stopped badly:\n${product.output()}`);
  project.provide('seededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
