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
