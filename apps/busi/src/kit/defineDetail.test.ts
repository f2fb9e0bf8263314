import { describe, expect, it } from 'vitest';
import { actionsOf, chosenTab, type Detail, tabsOf } from './defineDetail.ts';

interface Device {
  name: string;
  parentId: string;
}

const device: Detail<Device> = {
  screen: 'device/detail',
  load: { endpoint: {} as Detail<Device>['load']['endpoint'], request: (deviceId) => ({ deviceId }) },
  title: (record) => record.name,
  placeholder: 'devices.detail',
  sections: [],
  tabs: [
    { id: 'subDevices', label: 'devices.subDevices', when: (record) => record.parentId === '', render: () => null },
    { id: 'results', label: 'devices.results', render: () => null },
  ],
  actions: [
    { label: 'devices.issueToken', button: 'activate', run: async () => true },
    { label: 'common.edit', button: 'edit', path: () => 'edit' },
  ],
};

describe('a detail declared once', () => {
  const counter = { name: '跳绳计数器A', parentId: '' };
  const handle = { name: '跳绳手柄A1', parentId: 'd1' };

  it('offers a record only the tabs it has', () => {
    expect(tabsOf(device, counter).map((tab) => tab.id)).toEqual(['subDevices', 'results']);
    expect(tabsOf(device, handle).map((tab) => tab.id)).toEqual(['results']);
  });

  it('opens the tab the address names, and the first where it names none of the record’s', () => {
    expect(chosenTab(tabsOf(device, counter), 'results')).toBe('results');
    expect(chosenTab(tabsOf(device, counter), null)).toBe('subDevices');
    // A link shared from a counter, opened on a handle: the handle has no sub-devices tab.
    expect(chosenTab(tabsOf(device, handle), 'subDevices')).toBe('results');
    expect(chosenTab([], 'results')).toBeUndefined();
  });

  it('shows an action only to a role holding its button', () => {
    expect(actionsOf(device, (button) => button === 'edit').map((action) => action.label)).toEqual(['common.edit']);
    expect(actionsOf(device, () => false)).toEqual([]);
  });
});
