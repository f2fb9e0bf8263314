// The package arrows and the no-cycle rule, checked by `npm run lint` (dependency-cruiser).
//
// The arrows: the apps use the packages, never the other way round; gateway-client builds on domain
// only; domain and ui stand alone; the gateway speaks the contract and never loads the app's client
// or components; the app never reaches into the gateway's source. Inside the app, the kit that
// screens are declared with never imports a screen: what the kit and screens both need lives in the
// kit. Tests may cross an arrow where they need a real gateway (the client's tests start one), so
// the package rules look at source files only; the cycle rule and the kit's rule cover tests too.

// Parsing: TypeScript 7 has no JavaScript compiler API for dependency-cruiser to use, so @swc/core
// parses the `.ts`/`.tsx` files. Workspace packages resolve through the `@school-sports/source`
// export condition to their `src`, as in development, so an arrow is checked against the source
// file it lands on.

const ours = '^(apps/[^/]+/src|packages/[^/]+/src|e2e)/';
const test = '[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move the piece both sides need into a module of its own.',
      from: { path: ours },
      to: { circular: true },
    },
    {
      name: 'resolvable',
      severity: 'error',
      comment: 'An import that does not resolve (and so escapes every arrow below).',
      from: { path: ours },
      to: { couldNotResolve: true },
    },
    {
      name: 'domain-stands-alone',
      severity: 'error',
      comment: 'packages/domain imports nothing of ours.',
      from: { path: '^packages/domain/src/' },
      to: { path: '^(apps|e2e|packages/(?!domain/))' },
    },
    {
      name: 'gateway-client-on-domain-only',
      severity: 'error',
      comment: 'packages/gateway-client imports only @school-sports/domain.',
      from: { path: '^packages/gateway-client/src/', pathNot: test },
      to: { path: '^(apps|e2e|packages/(?!domain/|gateway-client/))' },
    },
    {
      name: 'ui-stands-alone',
      severity: 'error',
      comment: 'packages/ui imports nothing of ours.',
      from: { path: '^packages/ui/src/' },
      to: { path: '^(apps|e2e|packages/(?!ui/))' },
    },
    {
      name: 'gateway-speaks-the-contract',
      severity: 'error',
      comment: "apps/gateway imports domain and gateway-client's contract only: not the client, ui or the app.",
      from: { path: '^apps/gateway/src/' },
      to: { path: '^(apps/(?!gateway/)|e2e|packages/(?!domain/|gateway-client/src/contract/))' },
    },
    {
      name: 'kit-below-screens',
      severity: 'error',
      comment:
        "The app's kit (apps/busi/src/kit) is what screens are declared with: it never imports a screen. A piece both need belongs in the kit.",
      from: { path: '^apps/busi/src/kit/' },
      to: { path: '^apps/busi/src/screens/' },
    },
    {
      name: 'app-not-into-gateway',
      severity: 'error',
      comment: "apps/busi never imports the gateway's source.",
      from: { path: '^apps/busi/src/', pathNot: test },
      to: { path: '^apps/gateway/' },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    enhancedResolveOptions: {
      conditionNames: ['@school-sports/source', 'import', 'module', 'types', 'default'],
      exportsFields: ['exports'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
