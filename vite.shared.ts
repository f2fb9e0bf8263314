import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside the monorepo our packages resolve to their TypeScript source through this export
 * condition, so nothing needs a build to be developed; published packages point at `dist`.
 */
export const sourceCondition = '@school-sports/source';

/** Resolve conditions for browser and server builds, with the source condition first. */
export const sourceConditions = {
  client: [sourceCondition, ...defaultClientConditions],
  server: [sourceCondition, ...defaultServerConditions],
};

/**
 * Resolve settings for every Vite-based build of this repository. vanilla-extract evaluates
 * `.css.ts` files in a server-side child compiler: without the source condition on the server side
 * too, the app's styles would read the kit's theme variables from a stale `dist` build (or fail on
 * a fresh clone, where there is none).
 */
export const sourceResolve = {
  resolve: { conditions: sourceConditions.client },
  // Our packages go through Vite's transforms on the server side too, never straight to Node:
  // their `.css.ts` files must be evaluated inside vanilla-extract's file scope.
  ssr: { noExternal: [/^@school-sports\//], resolve: { conditions: sourceConditions.server } },
};

/**
 * Aliases for an app that styles itself with the kit's tokens. vanilla-extract's compiler replaces
 * the `ssr` settings above with its own, so in it the kit's tokens would resolve to a `dist` build
 * whenever one exists (after `npm run build:packages`), whose variables the kit's source themes do
 * not define. An alias holds in every environment.
 */
export const tokenAliases = [
  {
    find: /^@school-sports\/ui\/tokens$/,
    replacement: fileURLToPath(new URL('./packages/ui/src/tokens.ts', import.meta.url)),
  },
];

/** Chromium from Debian's packages: Playwright may not download a browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The environment of a test browser: the fonts of `tests/fonts/fonts.conf` and no others, so that
 * the pictures compared pixel by pixel are drawn alike on any machine set up as the README says.
 */
export const chromiumEnv: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ),
  FONTCONFIG_FILE: fileURLToPath(new URL('./tests/fonts/fonts.conf', import.meta.url)),
};

/** Flags without which Chromium's background connections fail on a closed network. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--font-render-hinting=none',
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];
