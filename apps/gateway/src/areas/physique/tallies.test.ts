// The management organisation's summary of its schools' physique years: the counts kept per school
// year agree with the school's own summary made from its students' reports, every write that
// changes what a year reads marks it (and a school test's does not), the recount brings it up to
// date, another tenant sees none of it, and a bad year is refused by name.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { physiqueTally } from '../../db/schema.ts';
import { refusalCheck } from '../../testing/calls.ts';
import { testDatabases } from '../../testing/databases.ts';
import { firstGradeClass } from '../../testing/fitnessRows.ts';
import { gatewayFixture } from '../../testing/fixture.ts';
import { recountPhysiqueYears } from './tallies.ts';

type Tally = {
  enrolled: number;
  tested: number;
  complete: number;
  passRate: number | null;
  bands: Record<string, number>;
  items: { item: string; scored: number; passed: number }[];
};

type District = {
  startYear: number | null;
  startYears: number[];
  district: Tally;
  grades: { gradeKey: string; tally: Tally }[];
  schools: { orgId: string; name: string; tally: Tally; countedAt: string | null; behind: boolean }[];
};

function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDatabases())('physique district summary on $name', ({ open }) => {
  const gateway = gatewayFixture(open);
  const tokens = gateway.signedIn({ k12: 'k12admin', sysadmin: 'sysadmin', nf: 'nfadmin' });
  const expectRefused = refusalCheck(gateway.snapshot(physiqueTally));
  const today = new Date().toISOString().slice(0, 10);
  let academicYearId = '';
  let semesterId = '';
  let classId = '';
  let schoolId = '';

  /** How many changes the database has marked on the school's year. */
  async function changesOf(): Promise<number> {
    const [row] = await gateway.database.db
      .select({ changes: physiqueTally.changes })
      .from(physiqueTally)
      .where(and(eq(physiqueTally.orgId, schoolId), eq(physiqueTally.academicYearId, academicYearId)));
    return row?.changes ?? 0;
  }

  beforeAll(async () => {
    const [year] = await gateway.ok<{ uid: string; semesters: { semesterId: string }[] }[]>(
      tokens.k12,
      'GET',
      'acayear/list',
    );
    academicYearId = year?.uid ?? '';
    semesterId = year?.semesters[0]?.semesterId ?? '';
    const first = await firstGradeClass(gateway.database.db);
    classId = first.id;
    schoolId = first.orgId;
  });

  it('adds up each school’s counts to what the school’s own summary shows', async () => {
    await recountPhysiqueYears(gateway.database.db, 1000);
    const summary = await gateway.ok<District>(tokens.sysadmin, 'GET', 'physique/district/summary');
    const own = await gateway.ok<{ academicYearId: string; school: Tally }>(tokens.k12, 'GET', 'physique/summary', {
      academicYearId,
    });
    const school = summary.schools.find((entry) => entry.orgId === schoolId);
    expect(school).toMatchObject({ behind: false, name: '阳光实验小学' });
    expect(school?.countedAt).not.toBeNull();
    expect(school?.tally).toEqual(own.school);
    expect(summary.startYears).toContain(summary.startYear);
    // The district is the sum of its schools; its grades, of the schools' grades.
    const sum = (pick: (tally: Tally) => number) =>
      summary.schools.reduce((total, entry) => total + pick(entry.tally), 0);
    expect(summary.district.enrolled).toBe(sum((tally) => tally.enrolled));
    expect(summary.district.complete).toBe(sum((tally) => tally.complete));
    expect(summary.grades.reduce((total, entry) => total + entry.tally.enrolled, 0)).toBe(summary.district.enrolled);
  });

  it('marks the year in the statement that changes it, and the recount brings it up to date', async () => {
    const before = await changesOf();
    const { planId } = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '国家体测补测',
      academicYearId,
      semesterId,
      kind: 'national',
      grades: [{ grade: 'g1', items: ['bmi', 'vitalCapacity', 'sprint50m', 'sitAndReach', 'ropeSkipping'] }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    });
    const afterPlan = await changesOf();
    expect(afterPlan).toBeGreaterThan(before);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId, action: 'start' });
    const sheet = await gateway.ok<{ students: { studentId: string }[] }>(tokens.k12, 'GET', 'testPlan/result/sheet', {
      planId,
      classId,
    });
    const studentId = sheet.students[0]?.studentId ?? '';
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId,
      classId,
      entries: [{ studentId, measurement: 'sprint50m', value: 9.9 }],
    });
    const afterResult = await changesOf();
    expect(afterResult).toBeGreaterThan(afterPlan);
    await gateway.ok(tokens.k12, 'POST', 'testPlan/exemption/save', {
      planId,
      studentId,
      items: ['sprint50m'],
      reason: 'injury',
      note: '',
    });
    const afterExemption = await changesOf();
    expect(afterExemption).toBeGreaterThan(afterResult);

    // A school test's result changes no national year.
    const school = await gateway.ok<{ planId: string }>(tokens.k12, 'POST', 'testPlan/add', {
      name: '校内练习',
      academicYearId,
      semesterId,
      kind: 'school',
      grades: [{ grade: 'g1', items: ['sprint50m'] }],
      classIds: [classId],
      startDate: dayAfter(today, -1),
      endDate: dayAfter(today, 1),
    });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/status', { planId: school.planId, action: 'start' });
    await gateway.ok(tokens.k12, 'POST', 'testPlan/result/save', {
      planId: school.planId,
      classId,
      entries: [{ studentId, measurement: 'sprint50m', value: 8.8 }],
    });
    expect(await changesOf()).toBe(afterExemption);

    await recountPhysiqueYears(gateway.database.db, 1000);
    const summary = await gateway.ok<District>(tokens.sysadmin, 'GET', 'physique/district/summary');
    const own = await gateway.ok<{ school: Tally }>(tokens.k12, 'GET', 'physique/summary', { academicYearId });
    const counted = summary.schools.find((entry) => entry.orgId === schoolId);
    expect(counted?.behind).toBe(false);
    expect(counted?.tally).toEqual(own.school);
  });

  it('shows a school and another tenant none of the district, and refuses a year out of bounds by name', async () => {
    const ownSchools = await gateway.ok<District>(tokens.k12, 'GET', 'physique/district/summary');
    expect(ownSchools.schools).toEqual([]);
    expect(ownSchools.district.enrolled).toBe(0);
    const other = await gateway.ok<District>(tokens.nf, 'GET', 'physique/district/summary');
    expect(other.schools.map((entry) => entry.orgId)).not.toContain(schoolId);
    await expectRefused(
      gateway.as(tokens.sysadmin, 'GET', 'physique/district/summary', { startYear: '20x6' }),
      400,
      'validation.physique.year',
    );
    await expectRefused(
      gateway.as(tokens.sysadmin, 'GET', 'physique/district/summary', { startYear: '1999' }),
      400,
      'validation.physique.year',
    );
    const none = await gateway.ok<District>(tokens.sysadmin, 'GET', 'physique/district/summary', { startYear: 2001 });
    expect(none).toMatchObject({ startYear: 2001, schools: [], grades: [] });
  });
});
