import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', contract: 'src/contract/index.ts' },
  format: 'esm',
  target: 'es2022',
  platform: 'neutral',
  sourcemap: true,
  clean: true,
  // Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JavaScript API for tsup's dts).
  dts: false,
  external: ['zod', '@school-sports/domain'],
});
