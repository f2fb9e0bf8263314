import { describe, expect, it } from 'vitest';
import {
  canHaveChildOrganisations,
  creatableRoleTypes,
  ENTERPRISE_HIDDEN_SCREENS,
  FRAMES,
  frameOf,
  framesAfterLogin,
  hasScreen,
  isOrganisationType,
  ORGANISATION_TYPE_CODES,
  organisationTypeLabel,
  parseOrganisationType,
  ROLE_TYPES,
  roleTypeLabel,
  typePathOf,
} from './organisation.ts';

describe('organisation types', () => {
  it('maps each type to its frame and type path (30 uses nf)', () => {
    expect(ORGANISATION_TYPE_CODES.map(typePathOf)).toEqual(['/admin', '/k12', '/gx', '/nf', '/nf']);
    expect(frameOf(30)).toBe('nf');
    expect(organisationTypeLabel(22)).toBe('organisation.type.22');
  });

  it('parses codes from the server', () => {
    expect(parseOrganisationType('21')).toBe(21);
    expect(parseOrganisationType(41)).toBe(41);
    expect(isOrganisationType('21')).toBe(false);
    expect(() => parseOrganisationType(99)).toThrow(expect.objectContaining({ code: 'organisation.error.type' }));
    expect(() => parseOrganisationType('k12')).toThrow(expect.objectContaining({ code: 'organisation.error.type' }));
  });

  it('lists the role types each type can create', () => {
    expect(creatableRoleTypes(21)).toEqual(['101101', '101001', '101002', '101003']);
    expect(creatableRoleTypes(22)).toEqual(['101201', '101001', '101002', '101003']);
    expect(creatableRoleTypes(10)).toEqual([]);
    expect(creatableRoleTypes(41)).toEqual([]);
    for (const code of Object.keys(ROLE_TYPES)) expect(roleTypeLabel(code)).toBe(`roleType.${code}`);
    expect(() => roleTypeLabel('999999')).toThrow(expect.objectContaining({ code: 'organisation.error.roleType' }));
  });
});

describe('frames', () => {
  it('adds the frame of the type path and the single frame after login', () => {
    expect(FRAMES).toContain('single');
    expect(framesAfterLogin('/gx')).toEqual(['gx', 'single']);
    expect(framesAfterLogin('/admin')).toEqual(['admin', 'single']);
    expect(() => framesAfterLogin('/single')).toThrow(expect.objectContaining({ code: 'organisation.error.typePath' }));
    expect(() => framesAfterLogin('/x')).toThrow(expect.objectContaining({ code: 'organisation.error.typePath' }));
  });

  it('hides grades, classes and parents from enterprises only', () => {
    for (const screen of ENTERPRISE_HIDDEN_SCREENS) {
      expect(hasScreen(30, screen)).toBe(false);
      expect(hasScreen(41, screen)).toBe(true);
    }
    expect(hasScreen(30, '/nf/org/class/add')).toBe(false);
    expect(hasScreen(30, 'user/parent/edit/3')).toBe(false);
    expect(hasScreen(30, 'org/acayear')).toBe(true);
    expect(hasScreen(30, '/nf/org/classroom')).toBe(true);
    expect(hasScreen(21, 'org/class')).toBe(true);
  });
});

describe('organisation trees', () => {
  it('lets only management organisations have child organisations', () => {
    expect(canHaveChildOrganisations(10)).toBe(true);
    for (const type of [21, 22, 30, 41] as const) expect(canHaveChildOrganisations(type)).toBe(false);
  });
});
