// `npm test`: every check of the project in stages, each stage's scripts at the same time, a stage
// starting when the one before has passed; then how long each script and stage took, so that every
// run (CI's above all) shows where its time went. The short checks share the first stage, each of
// them leaving a core idle; the app is built for the journeys while the stories run, in the time
// their browsers take to start.
import { reportFailures, runTogether, type ScriptRun } from './together.ts';

const STAGES: readonly (readonly string[])[] = [
  ['lint', 'typecheck', 'test:domain'],
  ['test:node'],
  ['test:stories', 'build:app'],
  ['test:journeys'],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;
const timed: { stage: number; ms: number; runs: ScriptRun[] }[] = [];
let failed: ScriptRun[] = [];
for (const [index, scripts] of STAGES.entries()) {
  const started = performance.now();
  const runs = await runTogether(scripts);
  timed.push({ stage: index + 1, ms: performance.now() - started, runs });
  failed = reportFailures(runs);
  if (failed.length > 0) break;
}

console.log('\nTime by stage (scripts of a stage run at the same time):');
for (const { stage, ms, runs } of timed) {
  console.log(`  stage ${stage}: ${seconds(ms)} (${runs.map((run) => `${run.script} ${seconds(run.ms)}`).join(', ')})`);
}
console.log(`  all: ${seconds(timed.reduce((sum, { ms }) => sum + ms, 0))}`);
if (failed.length > 0) process.exit(1);
