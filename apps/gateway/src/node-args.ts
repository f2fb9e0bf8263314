// How Node runs the gateway, for `npm start` (package.json `serve`, which runs the build), `npm run
// dev`, the journeys, the bench and the crash test alike (the Dockerfile's command says the same):
// - with our packages' sources (the condition matters where the gateway runs from its own sources);
// - a 16 MiB young-generation semi-space: V8 sizes that space by the machine's memory (up to 64 MiB
//   here), which kept about 100 MiB more resident for no speed the import bench could see;
// - WebAssembly compiled by V8's baseline compiler alone (`--liftoff-only`). The embedded database
//   is PostgreSQL compiled to WebAssembly; V8 otherwise recompiles its hot functions with its
//   optimising compiler in the background, which for this module grows a buffer of several hundred
//   MiB for the first seconds after a start and keeps more code resident. Measured with `npm run
//   bench -- start import` on 2026-11-29: memory after start 412 to 272 MiB, the peak of a start 818
//   to 380 MiB, a start on an existing data dir 8.4 to 5.1 s; the import of 100,000 students could
//   not be told apart on a loaded machine (bench/RESULTS.md). On PostgreSQL it changes nothing (no
//   WebAssembly runs).
export const GATEWAY_NODE_ARGS = [
  '--conditions=@school-sports/source',
  '--max-semi-space-size=16',
  '--liftoff-only',
] as const;

/**
 * How Node runs the gateway's worker threads (the import's reader): from the sources too. Given to
 * each worker explicitly, since a worker started under a test runner would not have it otherwise;
 * V8's sizes are given per worker as resource limits instead (a worker accepts no V8 flags).
 */
export const WORKER_NODE_ARGS = ['--conditions=@school-sports/source'] as const;
