// The built app's style sheets must define every CSS variable they use. A style that reads a
// variable nobody defines falls back silently (no gap, no padding, no background), which no test
// of behaviour sees: this check fails the build instead. Variables set at run time by components
// (inline styles) are named here with the reason.
import fs from 'node:fs';
import path from 'node:path';

/** Variables a component sets on an element's `style` while it renders, not in a style sheet. */
const SET_AT_RUN_TIME: readonly RegExp[] = [
  // react-aria's popover: the width of the button that opened it.
  /^--trigger-width$/,
  // The depth of a row of the side navigation and of a tree, set by the kit on each row.
  /^--nav-level$/,
  /^--tree-item-level$/,
  // A pinned column's distance from the table's start, measured by the table and set on its cells.
  /^--paged-table-pin-inset$/,
];

/** The variables the style sheets under `dir` use but never define. */
export function undefinedVariables(dir: string): string[] {
  const sheets = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => fs.readFileSync(path.join(dir, file), 'utf8'));
  const defined = new Set<string>();
  const used = new Set<string>();
  for (const sheet of sheets) {
    for (const match of sheet.matchAll(/(--[\w-]+)\s*:/g)) defined.add(match[1] ?? '');
    for (const match of sheet.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(match[1] ?? '');
  }
  return [...used].filter((name) => !defined.has(name) && !SET_AT_RUN_TIME.some((known) => known.test(name))).sort();
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? 'apps/busi/dist');
  const missing = undefinedVariables(dir);
  if (missing.length > 0) {
    console.error(`The app's styles use ${missing.length} CSS variables no style sheet defines: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(`ok   every CSS variable the app's styles use is defined (${dir})`);
}
