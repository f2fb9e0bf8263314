import { describe, expect, it } from 'vitest';
import { FRAMES } from '../organisation.ts';
import { SINGLE_FRAME_SCREENS } from '../sign-in.ts';
import { BUILT_SCREEN_PATHS, screenStatusOf } from './built.ts';
import { mobileCatalogueEntries, mobileFrameOf, mobileMenuIds } from './mobile.ts';
import { buttonKinds, catalogueEntries, permissionOf } from './web.ts';

describe('the menu catalogue', () => {
  const entries = catalogueEntries();

  it('gives every entry its own id, and every entry but a group a parent in its frame', () => {
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const ids = new Set(entries.map((entry) => entry.id));
    for (const entry of entries) if (entry.pid !== '0') expect(ids.has(entry.pid), entry.id).toBe(true);
  });

  it('has menus in every frame, and buttons only of known kinds, named in three languages', () => {
    expect([...new Set(entries.map((entry) => entry.frame))].sort()).toEqual([...FRAMES].sort());
    for (const entry of entries.filter((one) => one.menuType === '1')) {
      const kind = entry.id.slice(entry.id.lastIndexOf(':') + 1);
      expect(Object.keys(buttonKinds)).toContain(kind);
      expect(entry.permission).toBe(`${entry.frame}:${entry.menuPath}:${kind}`);
      expect([entry.nameZhCn, entry.nameZhTw, entry.nameEnUs].every(Boolean)).toBe(true);
    }
    expect(permissionOf('k12', 'org/class', 'add')).toBe('k12:org/class:add');
  });

  it('lists as built only menu functions of the catalogue, and marks only their menus built', () => {
    const screens = new Set(entries.filter((entry) => entry.menuType === '0').map((entry) => entry.menuPath));
    for (const path of BUILT_SCREEN_PATHS) expect(screens.has(path), path).toBe(true);
    expect(screenStatusOf('0', 'org/class')).toBe('built');
    expect(screenStatusOf('1', 'org/class')).toBe('planned');
    expect(screenStatusOf('0', 'sportsMeet')).toBe('built');
    expect(screenStatusOf('0', 'organizeTest/testManage')).toBe('built');
    expect(screenStatusOf('0', 'selfTest/testRecord')).toBe('built');
    expect(screenStatusOf('0', 'class/test')).toBe('built');
    expect(screenStatusOf('0', 'class/practise')).toBe('planned');
  });

  it('gives the single frame exactly the screens sign-in leads a meets-only role to', () => {
    const single = entries.filter(
      (entry) => entry.frame === 'single' && entry.menuType === '0' && entry.menuPath !== '',
    );
    expect(single.map((entry) => entry.menuPath)).toEqual([...SINGLE_FRAME_SCREENS]);
  });

  it('keeps the mobile catalogue apart, under frames of its own', () => {
    const mobile = mobileCatalogueEntries();
    expect(mobile.every((entry) => entry.frame.startsWith('mobile-'))).toBe(true);
    expect(mobileFrameOf('k12')).toBe('mobile-k12');
    expect(mobileMenuIds('k12').length).toBeGreaterThan(0);
    expect(mobileMenuIds('single')).toEqual([]);
    const ids = new Set(mobile.map((entry) => entry.id));
    for (const id of mobileMenuIds('gx')) expect(ids.has(id), id).toBe(true);
  });
});
