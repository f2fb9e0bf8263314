// How Node runs the gateway, for `npm start` (package.json `serve`, which runs the build), `npm run
// dev`, the journeys, the bench and the crash test alike: with our packages' sources (the condition
// matters where the gateway runs from its own sources), and a 16 MiB young-generation semi-space.
// V8 sizes that space by the machine's memory (up to 64 MiB here), which kept about
// 100 MiB more resident for no speed the import bench could see.
export const GATEWAY_NODE_ARGS = ['--conditions=@school-sports/source', '--max-semi-space-size=16'] as const;

/**
 * How Node runs the gateway's worker threads (the import's reader): from the sources too. Given to
 * each worker explicitly, since a worker started under a test runner would not have it otherwise;
 * V8's sizes are given per worker as resource limits instead (a worker accepts no V8 flags).
 */
export const WORKER_NODE_ARGS = ['--conditions=@school-sports/source'] as const;
