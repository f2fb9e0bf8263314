import { describe, expect, it } from 'vitest';
import {
  branchHeight,
  collegeCodeSchema,
  collegeNameSchema,
  departmentNameSchema,
  depthOf,
  descendantIds,
  majorCodeSchema,
  majorNameSchema,
  STRUCTURE_LIMITS,
  sortNumSchema,
  studyYearsSchema,
  type TreeNode,
  treePlacementProblem,
} from './structure.ts';
import { issueIdsOf } from './test-support.ts';

describe('structure fields', () => {
  it('wants names of 1 to 30 characters, trimmed', () => {
    expect(departmentNameSchema.parse('  体育教研室 ')).toBe('体育教研室');
    expect(issueIdsOf(departmentNameSchema, '部'.repeat(30))).toEqual([]);
    expect(issueIdsOf(departmentNameSchema, '部'.repeat(31))).toEqual(['validation.departmentName.length']);
    expect(issueIdsOf(departmentNameSchema, '   ')).toEqual(['validation.departmentName.required']);
    expect(issueIdsOf(departmentNameSchema, 7)).toEqual(['validation.departmentName.required']);
    expect(issueIdsOf(collegeNameSchema, '')).toEqual(['validation.collegeName.required']);
    expect(issueIdsOf(collegeNameSchema, 'x'.repeat(31))).toEqual(['validation.collegeName.length']);
    expect(issueIdsOf(majorNameSchema, undefined)).toEqual(['validation.majorName.required']);
    expect(issueIdsOf(majorNameSchema, 'x'.repeat(31))).toEqual(['validation.majorName.length']);
  });

  it('wants two-digit college codes', () => {
    expect(collegeCodeSchema.parse(' 01 ')).toBe('01');
    for (const code of ['1', '123', 'ab', 1, null]) {
      expect(issueIdsOf(collegeCodeSchema, code)).toEqual(['validation.collegeCode.format']);
    }
  });

  it('wants major codes of 2 to 6 letters or digits, upper-cased', () => {
    expect(majorCodeSchema.parse(' cs01 ')).toBe('CS01');
    expect(majorCodeSchema.parse('040201')).toBe('040201');
    for (const code of ['1', '1234567', 'A-1', '体育', 42, null]) {
      expect(issueIdsOf(majorCodeSchema, code)).toEqual(['validation.majorCode.format']);
    }
  });

  it('wants a length of study of 1 to 8 whole years', () => {
    expect(studyYearsSchema.parse('4')).toBe(4);
    expect(studyYearsSchema.parse(8)).toBe(8);
    for (const years of [0, 9, 2.5, '', 'four', null, 1e30]) {
      expect(issueIdsOf(studyYearsSchema, years)).toEqual(['validation.studyYears.range']);
    }
  });

  it('takes a sort order from 0 to 9999, 0 when left out', () => {
    expect(sortNumSchema.parse(undefined)).toBe(0);
    expect(sortNumSchema.parse('12')).toBe(12);
    for (const sortNum of [-1, 10_000, 1.5, 'x']) {
      expect(issueIdsOf(sortNumSchema, sortNum)).toEqual(['validation.sortNum.range']);
    }
    expect(STRUCTURE_LIMITS.sortNumMax).toBe(9999);
  });
});

describe('trees', () => {
  // a ─ b ─ c        d
  //   └ e
  const nodes: TreeNode[] = [
    { id: 'a', parentId: null },
    { id: 'b', parentId: 'a' },
    { id: 'c', parentId: 'b' },
    { id: 'e', parentId: 'a' },
    { id: 'd', parentId: null },
  ];

  it('measures depths, branches and heights', () => {
    expect(depthOf(nodes, 'a')).toBe(1);
    expect(depthOf(nodes, 'c')).toBe(3);
    expect(depthOf(nodes, 'nope')).toBe(0);
    expect([...descendantIds(nodes, 'a')].sort()).toEqual(['b', 'c', 'e']);
    expect(descendantIds(nodes, 'c').size).toBe(0);
    expect(branchHeight(nodes, 'a')).toBe(3);
    expect(branchHeight(nodes, 'd')).toBe(1);
  });

  it('survives a cycle in stored data', () => {
    const loop: TreeNode[] = [
      { id: 'x', parentId: 'y' },
      { id: 'y', parentId: 'x' },
    ];
    expect(depthOf(loop, 'x')).toBe(2);
    expect([...descendantIds(loop, 'x')]).toEqual(['y']);
  });

  it('places new units under an existing parent within the depth', () => {
    expect(treePlacementProblem(nodes, null, null, 2)).toBeNull();
    expect(treePlacementProblem(nodes, null, 'a', 2)).toBeNull();
    expect(treePlacementProblem(nodes, null, 'b', 2)).toBe('tooDeep');
    expect(treePlacementProblem(nodes, null, 'gone', 5)).toBe('parentMissing');
  });

  it('never moves a unit under itself or its own branch, and keeps its branch within the depth', () => {
    expect(treePlacementProblem(nodes, 'a', 'a', 5)).toBe('ownBranch');
    expect(treePlacementProblem(nodes, 'a', 'c', 5)).toBe('ownBranch');
    expect(treePlacementProblem(nodes, 'b', 'd', 3)).toBeNull();
    expect(treePlacementProblem(nodes, 'a', 'd', 3)).toBe('tooDeep');
    expect(treePlacementProblem(nodes, 'a', 'd', 4)).toBeNull();
    expect(treePlacementProblem(nodes, 'c', null, 1)).toBeNull();
  });
});
