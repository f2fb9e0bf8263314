import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED_SCREENS, mostUsed, parseVisits, recordVisit, visitsKey } from './visits.ts';

const menu = ['/k12/currentOrg', '/k12/org/class', '/k12/user/student', '/k12/device'].map((href) => ({ href }));

describe('screen visits', () => {
  it('counts each opening of a screen', () => {
    const twice = recordVisit(recordVisit({}, '/k12/org/class'), '/k12/org/class');
    expect(recordVisit(twice, '/k12/device')).toEqual({ '/k12/org/class': 2, '/k12/device': 1 });
  });

  it('forgets the least visited screen past the limit, never the one just opened', () => {
    let visits = {};
    for (let index = 0; index < MAX_REMEMBERED_SCREENS; index++) {
      visits = recordVisit(recordVisit(visits, `/k12/s${index}`), `/k12/s${index}`);
    }
    const after = recordVisit(visits, '/k12/new');
    expect(Object.keys(after)).toHaveLength(MAX_REMEMBERED_SCREENS);
    expect(after['/k12/new']).toBe(1);
  });

  it('reads back only paths with positive whole counts', () => {
    expect(parseVisits(null)).toEqual({});
    expect(parseVisits('not json')).toEqual({});
    expect(parseVisits('[1, 2]')).toEqual({});
    expect(
      parseVisits(
        JSON.stringify({ '/k12/org/class': 3, 'https://evil.example': 9, '/k12/role': -1, '/k12/device': 1.5 }),
      ),
    ).toEqual({ '/k12/org/class': 3 });
  });

  it('offers the most visited screens first, then the menu’s first ones, and never one the menu lost', () => {
    const visits = { '/k12/device': 5, '/k12/user/student': 2, '/k12/role': 9 };
    expect(mostUsed(visits, menu, 3).map((screen) => screen.href)).toEqual([
      '/k12/device',
      '/k12/user/student',
      '/k12/currentOrg',
    ]);
    expect(mostUsed({}, menu, 2).map((screen) => screen.href)).toEqual(['/k12/currentOrg', '/k12/org/class']);
  });

  it('keeps each account’s, role’s and frame’s visits apart', () => {
    expect(visitsKey('a1', 'r1', '/k12')).not.toBe(visitsKey('a1', 'r2', '/k12'));
    expect(visitsKey('a1', 'r1', '/k12')).not.toBe(visitsKey('a2', 'r1', '/k12'));
  });
});
