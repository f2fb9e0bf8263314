import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GATEWAY_NODE_ARGS } from './node-args.ts';

describe('how Node runs the gateway', () => {
  it('is the same for `npm start` (the built gateway) as for the journeys, the bench and the crash test', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(manifest.scripts.serve).toBe(
      `node apps/gateway/build.ts && node ${GATEWAY_NODE_ARGS.join(' ')} apps/gateway/dist/main.js`,
    );
  });
});
