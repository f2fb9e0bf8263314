import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { sourceResolve, tokenAliases } from '../../vite.shared.ts';

/** The languages the app speaks: react-aria's strings for every other locale are left out. */
const LOCALES = ['zh-CN', 'zh-TW', 'en-US'];

/** Files worth compressing: text. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest levels (done once,
 * at build time), so the gateway sends compressed bytes without compressing on each request. A
 * compressed copy that would not be smaller is left out; the gateway then sends the file as it is.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'school-sports:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = fs.readFileSync(full);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) fs.writeFileSync(`${full}.br`, br);
          if (gz.length < bytes.length) fs.writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}

/** The signed-in shell's modules: loaded before any screen's code runs (as in scripts/budget.ts). */
const SHELL_MODULES = ['src/App.tsx', 'src/shell/RootLayout.tsx', 'src/frames/FrameLayout.tsx'];

/**
 * Keeps out of each lazy import's preload list the JavaScript files a page has always loaded by
 * then: the entry's static imports for every import, and the signed-in shell's for imports made
 * from a chunk the entry does not load itself (the screens' registry, the screens). Vite lists a
 * lazy module's whole static closure at every `import()`, and with some two hundred screens those
 * lists were a third of the registry every signed-in page loads. A file left out is never missed:
 * the list only fetches ahead what the module's own imports would fetch, and these are fetched (or
 * in flight) already. Stylesheets are not touched: Vite keeps them in the list whatever this says.
 */
function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let entryFiles = new Set<string>();
  let shellFiles = new Set<string>();
  const closure = (bundle: Rolldown.OutputBundle, starts: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      const chunk = bundle[file];
      if (chunk?.type !== 'chunk' || seen.has(file)) return;
      seen.add(file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  return {
    plugin: {
      name: 'school-sports:preload-only-what-is-missing',
      apply: 'build',
      // Runs before Vite's own generateBundle, which writes the preload lists.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byModule = (module: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(`/apps/busi/${module}`))
            ?.fileName;
        const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
        const shell = SHELL_MODULES.map(byModule).filter((file): file is string => file !== undefined);
        if (!entry || shell.length !== SHELL_MODULES.length) return;
        entryFiles = closure(bundle, [entry]);
        shellFiles = closure(bundle, [entry, ...shell]);
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      const loaded = entryFiles.has(hostId) ? entryFiles : shellFiles;
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const preload = preloadOnlyWhatIsMissing();

export default defineConfig({
  base: '/busi/',
  plugins: [optimizeLocales.vite({ locales: LOCALES }), react(), vanillaExtractPlugin(), precompress(), preload.plugin],
  ...sourceResolve,
  resolve: {
    ...sourceResolve.resolve,
    // Messages arrive compiled (src/i18n/compile.ts), so the browser needs no ICU parser.
    alias: [
      ...tokenAliases,
      { find: '@formatjs/icu-messageformat-parser', replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    // The manifest tells the bench and the size budget (scripts/budget.ts) which chunks a route loads.
    manifest: true,
    target: 'es2022',
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        // The libraries every page runs whole, in one long-cached file: one request instead of a
        // dozen small ones, and one compression window. Partly used ones (the kit, react-aria, zod)
        // stay split by use, so a page never loads code only other pages need.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-intl|intl-messageformat|@formatjs[\\/][^\\/]+|jotai)[\\/]/,
            },
            // The texts' loader and Vite's preload helper stay in one chunk with the language
            // context, as before `main.tsx` began to load a frame's page ahead (`frames/preload.ts`):
            // left to themselves they become two more files of the sign-in page.
            {
              name: 'LocaleContext',
              test: /src[\\/](i18n[\\/]load|shell[\\/]LocaleContext)\.ts$|vite[\\/]preload-helper/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.GATEWAY_URL || 'http://127.0.0.1:8080', changeOrigin: false } },
  },
});
