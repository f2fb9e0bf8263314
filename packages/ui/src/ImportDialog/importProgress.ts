/** How an import's progress bar moves while the server works: SPEC 4 and 9. */
export interface ImportProgressPace {
  /**
   * Percentage points added at each tick.
   * @default 10
   */
  step?: number;
  /**
   * Milliseconds between ticks.
   * @default 500
   */
  intervalMs?: number;
  /**
   * Where the bar holds until the server answers.
   * @default 90
   */
  cap?: number;
}

/** The SPEC's pace: +10 every 500 ms, held at 90. */
export const importProgressPace = { step: 10, intervalMs: 500, cap: 90 } as const satisfies ImportProgressPace;

/**
 * The percentage an upload's bar shows `elapsedMs` after it started: it rises by `step` every
 * `intervalMs` and holds at `cap` until the answer comes (the caller then shows 100). Negative or
 * non-numeric times give 0.
 */
export function progressAt(elapsedMs: number, pace: ImportProgressPace = {}): number {
  const step = pace.step ?? importProgressPace.step;
  const intervalMs = pace.intervalMs ?? importProgressPace.intervalMs;
  const cap = pace.cap ?? importProgressPace.cap;
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0 || intervalMs <= 0) {
    return elapsedMs === Number.POSITIVE_INFINITY ? cap : 0;
  }
  return Math.min(cap, Math.floor(elapsedMs / intervalMs) * step);
}
