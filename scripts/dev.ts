// npm run dev: the gateway (restarting on change) and the app's Vite dev server with hot reload.
// Open http://localhost:5173/busi/ ; API calls are proxied to the gateway on :8080.
import { spawn } from 'node:child_process';
import { GATEWAY_NODE_ARGS } from '../apps/gateway/src/node-args.ts';

const children = [
  spawn(process.execPath, ['--watch', ...GATEWAY_NODE_ARGS, 'apps/gateway/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT || '8080' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'apps/busi', '--config', 'apps/busi/vite.config.ts'], {
    stdio: 'inherit',
  }),
];

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.once('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
