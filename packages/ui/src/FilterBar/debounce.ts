/** A function whose calls are held until `delayMs` pass without another call. */
export interface Debouncer<Args extends unknown[]> {
  /** Starts (or restarts) the wait; the last arguments win. */
  schedule: (...args: Args) => void;
  /** Runs a waiting call now; does nothing when none waits. */
  flush: () => void;
  /** Drops a waiting call. */
  cancel: () => void;
  /** Whether a call waits. */
  isPending: () => boolean;
}

/** Debounces `run`: only the last of a burst of calls runs, `delayMs` after the burst ends. */
export function createDebouncer<Args extends unknown[]>(
  run: (...args: Args) => void,
  delayMs: number,
): Debouncer<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const fire = () => {
    const args = pending;
    timer = undefined;
    pending = undefined;
    if (args) run(...args);
  };

  return {
    schedule: (...args) => {
      pending = args;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, delayMs));
    },
    flush: () => {
      if (timer !== undefined) clearTimeout(timer);
      fire();
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
    isPending: () => pending !== undefined,
  };
}
