import { describe, expect, it } from 'vitest';
import { GRADE_KEYS, gradeOfKey } from '../school-year.ts';
import { SEXES } from '../sex.ts';
import { bmiBandOf } from './engine.ts';
import { physiqueItemsFor } from './groups.ts';
import { PHYSIQUE_GROUPS } from './rules.ts';
import tables from './tables.json' with { type: 'json' };

// Integrity of the converted data file and the rule data: what the engine relies on.
type Column = { column: string; grades: string[]; thresholds: number[][] };
const items = tables.items as unknown as Record<string, { better: string; male?: Column[]; female?: Column[] }>;

describe('tables.json', () => {
  it('has every threshold column best score first, with thresholds in order', () => {
    for (const [item, table] of Object.entries(items)) {
      for (const sex of SEXES) {
        for (const column of table[sex] ?? []) {
          const scores = column.thresholds.map(([score]) => score as number);
          expect(scores, `${item} ${sex} ${column.column}`).toEqual([...scores].sort((a, b) => b - a));
          const values = column.thresholds.map(([, value]) => value as number);
          const ordered = [...values].sort((a, b) => (table.better === 'higher' ? b - a : a - b));
          expect(values, `${item} ${sex} ${column.column}`).toEqual(ordered);
        }
      }
    }
  });

  it('skips the empty pull-up cells instead of inventing values', () => {
    const grade7 = tables.items.pullUps.male.find((column) => column.column === '初一');
    expect(grade7?.thresholds.map(([score]) => score)).toEqual([100, 95, 90, 85, 80, 76, 72, 68, 64, 60, 50, 40, 30]);
  });

  it('covers every weighted item of every grade and sex', () => {
    for (const key of GRADE_KEYS) {
      for (const sex of SEXES) {
        const plan = physiqueItemsFor(sex, gradeOfKey(key));
        expect(plan.reduce((sum, entry) => sum + entry.weight, 0)).toBe(100);
        for (const { item } of plan.filter((entry) => entry.item !== 'bmi')) {
          const columns = items[item]?.[sex];
          expect(
            columns?.some((column) => column.grades.includes(key)),
            `${item} ${sex} ${key}`,
          ).toBe(true);
        }
      }
    }
  });

  it('leaves no gap between BMI bands at 1 decimal, for every column', () => {
    for (const key of GRADE_KEYS) {
      for (const sex of SEXES) {
        for (let tenths = 50; tenths <= 500; tenths++) {
          expect(() => bmiBandOf(sex, gradeOfKey(key), tenths / 10)).not.toThrow();
        }
      }
    }
  });

  it('lists every group grade once', () => {
    const grades = Object.values(PHYSIQUE_GROUPS).flatMap((group) => group.grades);
    expect([...grades].sort()).toEqual([...GRADE_KEYS].sort());
  });
});
