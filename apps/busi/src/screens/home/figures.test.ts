import { describe, expect, it } from 'vitest';
import { figuresOf } from './figures.ts';

describe('home page figures', () => {
  it('shows a card for each count given, leading to the list it counts', () => {
    expect(figuresOf({ students: 6, classes: 6, teachers: 3, devices: { total: 3, online: 1 } })).toEqual([
      { label: 'home.students', value: 6, list: 'user/student' },
      { label: 'home.classes', value: 6, list: 'org/class' },
      { label: 'home.teachers', value: 3, list: 'user/teacher' },
      { label: 'home.devices', value: 3, list: 'device' },
      { label: 'home.devicesOnline', value: 1, list: 'device?status=enabled' },
    ]);
  });

  it('shows a management centre its organisations and users', () => {
    expect(figuresOf({ organisations: 12, users: 4 })).toEqual([
      { label: 'home.organisations', value: 12, list: 'orgManage/orgInfo' },
      { label: 'home.users', value: 4, list: 'user' },
    ]);
  });

  it('shows nothing for a count the role may not see, and a zero where it may', () => {
    expect(figuresOf({ classes: 0 })).toEqual([{ label: 'home.classes', value: 0, list: 'org/class' }]);
    expect(figuresOf({})).toEqual([]);
  });
});
