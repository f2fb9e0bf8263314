import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from '../../../gateway/src/menus/built.ts';
import { catalogueEntries } from '../../../gateway/src/menus/catalogue.ts';
import { builtScreenPaths } from './registry.ts';

describe('the screen registry', () => {
  it('builds exactly the screens the gateway reports as built', () => {
    expect(builtScreenPaths().sort()).toEqual([...BUILT_SCREENS].sort());
  });

  it('registers only menu functions of the catalogue', () => {
    const paths = new Set(catalogueEntries().map((entry) => entry.menuPath));
    for (const path of builtScreenPaths()) expect(paths.has(path), path).toBe(true);
  });
});
