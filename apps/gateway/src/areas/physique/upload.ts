// The national upload (issue 48): the year's file in the platform's layout, the problems the
// platform would refuse or question listed per class and student before it is made, and the fix of
// a student's own fields in place. All of it reads the same year's reports as the physique screen
// (`yearReports`), so the file never disagrees with what staff checked.
import {
  academicYearLabel,
  type GradeKey,
  type UploadStudent,
  uploadHeadings,
  uploadLayoutFor,
  uploadProblemsOf,
  uploadRowOf,
} from '@school-sports/domain';
import { physiqueUploadFile, physiqueUploadFix, physiqueUploadProblems } from '@school-sports/gateway-client/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { schoolClass, student } from '../../db/schema.ts';
import { xlsxStream } from '../../files/xlsxWriter.ts';
import { ApiError } from '../../http/errors.ts';
import type { Caller, Router } from '../../http/router.ts';
import { checkReach } from '../../tenancy/dataScope.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { type StudentYear, yearReports } from './years.ts';

/** Students whose own fields are read at once. */
const BATCH = 500;

/** A student of the year with what the file needs of the record. */
interface UploadRow {
  year: StudentYear;
  upload: UploadStudent;
  record: { registrationNumber: string; nation: string; birthDate: string | null };
}

/** The year's students with their records' fields, in student-number order. */
async function uploadRows(db: Database, caller: Caller | null, academicYearId: string | undefined) {
  const year = await yearReports(db, caller, { academicYearId, classId: '', keyword: '' });
  const rows: UploadRow[] = [];
  const tenant = dataLayer(db).tenant(caller);
  for (let start = 0; start < year.students.length; start += BATCH) {
    const batch = year.students.slice(start, start + BATCH);
    const records = await db
      .select({
        id: student.id,
        registrationNumber: student.registrationNumber,
        nation: student.nation,
        birthDate: student.birthDate,
        classCode: schoolClass.code,
      })
      .from(student)
      .leftJoin(schoolClass, eq(schoolClass.id, student.classId))
      .where(
        tenant.scoped(student).where(
          inArray(
            student.id,
            batch.map((one) => one.studentId),
          ),
        ),
      );
    const byId = new Map(records.map((record) => [record.id, record]));
    for (const one of batch) {
      const record = byId.get(one.studentId);
      if (!record) continue;
      const birthDate = record.birthDate ? String(record.birthDate).slice(0, 10) : null;
      rows.push({
        year: one,
        record: { registrationNumber: record.registrationNumber, nation: record.nation, birthDate },
        upload: {
          gradeKey: one.gradeKey,
          classNumber: record.classCode ?? 0,
          className: one.className ?? '',
          registrationNumber: record.registrationNumber,
          nation: record.nation,
          name: one.studentName,
          sex: one.sex,
          birthDate,
          values: one.values,
          waiting: one.waiting,
        },
      });
    }
  }
  return { ...year, rows };
}

export function registerPhysiqueUploadRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(physiqueUploadFile, async ({ caller, input }) => {
    const year = await uploadRows(db, caller, input.academicYearId);
    // Students with no value are not in the file: the platform refuses a row without its items,
    // and the before-upload list names them. Exempt items are left out by the report already.
    const tested = year.rows.filter((row) => row.year.tested);
    if (year.startYear === null || tested.length === 0) {
      throw new ApiError(404, 'physique.upload.noData', { field: 'academicYearId' });
    }
    const layout = uploadLayoutFor([...new Set(tested.map((row) => row.upload.gradeKey))]);
    async function* rows() {
      for (let start = 0; start < tested.length; start += BATCH) {
        yield tested.slice(start, start + BATCH).map((row) => uploadRowOf(layout, row.upload));
      }
    }
    const label = academicYearLabel(year.startYear);
    return {
      body: xlsxStream({ name: label, headings: uploadHeadings(layout), rows: rows() }),
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      fileName: `学生体测成绩导入 ${label}.xlsx`,
    };
  });

  router.json(physiqueUploadProblems, async ({ caller, input }) => {
    const year = await uploadRows(db, caller, input.academicYearId);
    const classes = new Map<
      string,
      { classId: string; className: string; gradeKey: GradeKey; students: number; errors: number; warnings: number }
    >();
    const problems = [];
    // The platform keys a row by its registration number: one used by two students is refused in both.
    const uses = new Map<string, number>();
    for (const row of year.rows) {
      const number = row.upload.registrationNumber.trim();
      if (number) uses.set(number, (uses.get(number) ?? 0) + 1);
    }
    for (const row of year.rows) {
      const found = year.startYear === null ? [] : uploadProblemsOf(row.upload, year.startYear);
      if ((uses.get(row.upload.registrationNumber.trim()) ?? 0) > 1) {
        found.push({ field: 'registrationNumber', code: 'physique.upload.registrationTwice', level: 'error' });
      }
      if (row.year.classId) {
        const entry = classes.get(row.year.classId) ?? {
          classId: row.year.classId,
          className: row.year.className ?? '',
          gradeKey: row.year.gradeKey,
          students: 0,
          errors: 0,
          warnings: 0,
        };
        entry.students++;
        if (found.some((one) => one.level === 'error')) entry.errors++;
        else if (found.length > 0) entry.warnings++;
        classes.set(row.year.classId, entry);
      }
      for (const problem of found) {
        problems.push({
          studentId: row.year.studentId,
          studentName: row.year.studentName,
          studentNumber: row.year.studentNumber,
          classId: row.year.classId,
          className: row.year.className,
          field: problem.field,
          code: problem.code,
          level: problem.level,
          ...row.record,
        });
      }
    }
    return {
      academicYearId: year.academicYearId,
      classes: [...classes.values()].map((entry) => ({ ...entry, ready: entry.errors === 0 })),
      problems,
    };
  });

  router.json(physiqueUploadFix, ({ caller, input }) =>
    data.writeRow(caller, student, input.studentId, 'student.notFound', async (pupil, rows, tenant) => {
      if (pupil.classId) checkReach(await tenant.classReach(), pupil.classId);
      await rows.update(pupil.id, {
        registrationNumber: input.registrationNumber,
        nation: input.nation,
        birthDate: input.birthDate || null,
      });
      return { studentId: pupil.id };
    }),
  );
}
