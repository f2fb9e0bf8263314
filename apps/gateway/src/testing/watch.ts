// Watching a gateway process from outside while it works: its resident memory read from /proc and
// whether `/api/health` keeps answering, sampled every 50 ms; for the upload memory test and the bench.
import fs from 'node:fs';

/** What a watch saw. */
export interface WatchReport {
  /** Peak resident memory since the watch started (VmHWM, after resetting it), MiB. */
  peakRssMiB: number;
  /** The largest sampled VmRSS, MiB (VmHWM may be unavailable, e.g. in some containers). */
  sampledPeakRssMiB: number;
  /** Health answers by status; a failed call counts under 0. */
  healthStatuses: Record<number, number>;
  /** Each health call's time from sending to its answer, ms. */
  healthLatenciesMs: number[];
}

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** The current resident memory of a process, MiB. */
export function rssMiB(pid: number): number {
  return statusField(pid, 'VmRSS');
}

/**
 * The resident memory of process `pid` once it has settled, MiB. A gateway just started is not yet
 * at rest: for a few seconds after it listens, a background thread of V8 grows a buffer of several
 * hundred MiB (seen rising at about 200 MiB/s from 200 to 840 MiB, then given back at once, on
 * PGlite), and V8 shrinks the start's heap once it finds the process idle. Work measured before then
 * (an upload) would be charged with all of it. Samples every 250 ms until the memory has stayed
 * within 5 MiB, up or down, for two seconds, for at most `maxMs`: a rise is not rest either (on a
 * loaded machine the rise lasts long enough to pass for it when only falls were looked at).
 */
export async function settledRssMiB(pid: number, maxMs = 30_000): Promise<number> {
  const deadline = Date.now() + maxMs;
  const samples = [rssMiB(pid)];
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    samples.push(rssMiB(pid));
    const window = samples.slice(-9);
    if (window.length === 9 && Math.max(...window) - Math.min(...window) <= 5) break;
  }
  return samples.at(-1) as number;
}

/**
 * Starts watching process `pid` serving `origin`: resets its peak memory (Linux `clear_refs` 5), then
 * every 50 ms samples its memory and calls `/api/health` (one call at a time). `stop` answers the report.
 */
export function watchGateway(pid: number, origin: string): { stop(): Promise<WatchReport> } {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Without it the peak counts from the start of the process, which only overstates it.
  }
  let sampledPeak = rssMiB(pid);
  const healthStatuses: Record<number, number> = {};
  const healthLatenciesMs: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const tick = new Promise((resolve) => setTimeout(resolve, 50));
      sampledPeak = Math.max(sampledPeak, rssMiB(pid));
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(`${origin}/api/health`);
        await response.arrayBuffer();
        status = response.status;
      } catch {
        status = 0;
      }
      healthLatenciesMs.push(performance.now() - started);
      healthStatuses[status] = (healthStatuses[status] ?? 0) + 1;
      await tick;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return {
        peakRssMiB: Math.max(statusField(pid, 'VmHWM'), sampledPeak),
        sampledPeakRssMiB: sampledPeak,
        healthStatuses,
        healthLatenciesMs,
      };
    },
  };
}
