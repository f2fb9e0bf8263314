import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Area } from './area.ts';
import { areas } from './index.ts';

// An area is a folder with an `index.ts` declaring it: a folder the gateway does not pick up, or a
// route module its folder does not declare, would register nothing and fail no other test.
describe('the areas', () => {
  const folders = fs
    .readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('are each a folder the gateway registers once', async () => {
    const declared: Area[] = [];
    for (const folder of folders) {
      const { area } = (await import(path.join(import.meta.dirname, folder, 'index.ts'))) as { area: Area };
      declared.push(area);
    }
    expect(new Set(areas).size).toBe(areas.length);
    expect(new Set(areas)).toEqual(new Set(declared));
  });

  it('declare every route module of their folder', async () => {
    const undeclared: string[] = [];
    for (const folder of folders) {
      const directory = path.join(import.meta.dirname, folder);
      const { area } = (await import(path.join(directory, 'index.ts'))) as { area: Area };
      for (const file of fs.readdirSync(directory)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file === 'index.ts') continue;
        const module = (await import(path.join(directory, file))) as Record<string, unknown>;
        for (const [name, value] of Object.entries(module)) {
          if (/^register\w+Routes$/.test(name) && !area.routes.includes(value as Area['routes'][number])) {
            undeclared.push(`${folder}/${file} ${name}`);
          }
        }
      }
    }
    expect(undeclared).toEqual([]);
  });
});
