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

/** Chromium from Debian's packages: Playwright may not download a browser on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
