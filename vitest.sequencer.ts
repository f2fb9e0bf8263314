// The order test files start in. With two workers, a long file that starts last runs alone while
// the other worker idles: the run ends when it does. Files that start processes (gateways, a
// package build and install, browsers) take the longest, and were the smallest files, which
// Vitest's own order (largest first when it knows no durations, as on a fresh clone) put last.
// Here the longest start first, across projects, so the short ones fill in around them.
import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Code that starts another process: a file holding it takes the longest. */
const STARTS_PROCESSES = /startGatewayProcess|processTargets\(|spawnSync\(|chromium\.launch\(/;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const durations = files.map((spec) => cache.getTestSpecificationResult(spec)?.duration);
    if (durations.every((duration) => duration !== undefined)) {
      // Known from an earlier run on this machine: longest first, whatever the project.
      return files
        .map((spec, index) => ({ spec, duration: durations[index] ?? 0 }))
        .sort((a, b) => b.duration - a.duration)
        .map(({ spec }) => spec);
    }
    const sorted = await super.sort(files);
    const slow = new Set(sorted.filter((spec) => STARTS_PROCESSES.test(fs.readFileSync(spec.moduleId, 'utf8'))));
    return [...sorted.filter((spec) => slow.has(spec)), ...sorted.filter((spec) => !slow.has(spec))];
  }
}
