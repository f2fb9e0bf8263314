import { describe, expect, it } from 'vitest';
import { listSettingsKey, readListSettings, storeListSettings } from './listSettings.ts';

const columns = [{ key: 'name', isRowHeader: true }, { key: 'code' }, { key: 'teacher' }];

/** A storage in memory, with the two methods the list uses. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('list settings in storage', () => {
  it('are kept apart per account and screen', () => {
    expect(listSettingsKey('a1', 'org/class')).toBe('busi.listSettings:a1:org/class');
    expect(listSettingsKey('a2', 'org/class')).not.toBe(listSettingsKey('a1', 'org/class'));
    expect(listSettingsKey('a1', 'user/student')).not.toBe(listSettingsKey('a1', 'org/class'));
  });

  it('are read back as stored', () => {
    const storage = memoryStorage();
    const key = listSettingsKey('a1', 'org/class');
    const settings = { density: 'compact' as const, hidden: ['teacher'], order: ['code', 'name', 'teacher'] };
    storeListSettings(() => storage, key, settings);
    expect(readListSettings(() => storage, key, columns)).toEqual(settings);
  });

  it('fall back to the defaults when nothing, garbage or a column the screen lost is stored', () => {
    const storage = memoryStorage();
    expect(readListSettings(() => storage, 'none', columns)).toEqual({ density: 'comfortable', hidden: [], order: [] });
    storage.setItem('garbage', '{not json');
    expect(readListSettings(() => storage, 'garbage', columns)).toEqual({
      density: 'comfortable',
      hidden: [],
      order: [],
    });
    storage.setItem('old', JSON.stringify({ density: 'compact', hidden: ['removed', 'name'], order: ['removed'] }));
    expect(readListSettings(() => storage, 'old', columns)).toEqual({ density: 'compact', hidden: [], order: [] });
  });

  it('survive a storage that refuses, or none at all', () => {
    const settings = { density: 'compact' as const, hidden: [], order: [] };
    expect(() => storeListSettings(() => refusing, 'key', settings)).not.toThrow();
    expect(readListSettings(() => refusing, 'key', columns).density).toBe('comfortable');
    expect(readListSettings(() => undefined, 'key', columns).density).toBe('comfortable');
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(readListSettings(blocked, 'key', columns).density).toBe('comfortable');
    expect(() => storeListSettings(blocked, 'key', settings)).not.toThrow();
  });
});
