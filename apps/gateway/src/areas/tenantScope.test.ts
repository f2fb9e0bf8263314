import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A route that filters by organisation by hand is one forgotten condition away from showing
// another organisation's rows. The data layer (`tenancy/scoped.ts`) adds the organisation to every
// read and write, so area code never names it: this reads the area sources and refuses the ways a
// hand filter is written. The conditions on an organisation column that are no tenant's filter (a
// person's own accounts across organisations, the accounts of a managed organisation) live in the
// data layer too, so no area source is let off.

const areasDir = path.dirname(fileURLToPath(import.meta.url));

/** What a hand filter looks like, and what to write instead. */
const HAND_FILTERS = [
  {
    pattern: /\beq\(\s*[\w.]+\.(orgId|tenantOrgId)\s*,/,
    instead: 'an organisation condition: read through `data.scoped(table, caller)` or `tenant.scoped(table)`',
  },
  {
    pattern: /\beq\(\s*organisation\.id\s*,\s*(scope|current|calling)\.orgId\s*\)/,
    instead: "the caller's organisation row: use `tenant.organisation`",
  },
  {
    pattern: /\b(orgId|tenantOrgId):\s*(scope|current)\.(orgId|tenantOrgId)\b/,
    instead: 'tenant values set by hand: spread `tenant.values` into the insert',
  },
  {
    pattern: /\blockOrganisation\(/,
    instead: 'a lock taken by hand: run the write in `data.write(caller, ...)`, which takes it',
  },
];

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('tenant scope', () => {
  it('leaves every organisation filter of the areas to the data layer', () => {
    const found: string[] = [];
    for (const file of sourcesOf(areasDir)) {
      const name = path.relative(areasDir, file);
      const text = fs.readFileSync(file, 'utf8');
      const lines = text.split('\n');
      for (const { pattern, instead } of HAND_FILTERS) {
        // Over the whole text, so a condition the formatter spread over lines is found too.
        for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
          const index = text.slice(0, match.index).split('\n').length - 1;
          found.push(`areas/${name}:${index + 1}: ${(lines[index] ?? '').trim()}\n    (${instead})`);
        }
      }
    }
    expect(found, `hand-written organisation filters outside the data layer:\n${found.join('\n')}`).toEqual([]);
  });
});
