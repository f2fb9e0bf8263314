// The gateway's entry point. Node keeps the compiled code of the gateway and its dependencies in a
// cache of the system's temporary directory, so that every start after the first skips compiling
// them again (about a sixth of a start): the cache is switched on before anything else is loaded,
// since an ES module's static imports all load before its own code runs.
import module from 'node:module';

module.enableCompileCache?.();
await import('./server.ts');
