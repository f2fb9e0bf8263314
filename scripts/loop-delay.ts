// Loaded into a gateway process by the bench (`--import`): measures the event loop's delay and,
// on SIGUSR2, writes what it saw since the last signal to LOOP_DELAY_FILE as JSON (milliseconds).
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (nanoseconds: number) => nanoseconds / 1e6;
    fs.writeFileSync(
      file,
      JSON.stringify({ max: ms(histogram.max), p99: ms(histogram.percentile(99)), mean: ms(histogram.mean) }),
    );
    histogram.reset();
  });
}
