// The class import: the template with the organisation's grades and teachers (and a university's
// colleges and majors), and the upload answered with the failure file. A class is keyed by its grade
// and code, as the class form keeps them unique, so a repeated upload updates the classes it made;
// each row runs in a savepoint of its batch with the class form's own checks, so a refused row
// leaves the others as they are.
import {
  classAdd,
  classImport,
  classImportProgress,
  classImportTemplate,
} from '@school-sports/gateway-client/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, college, grade, major, person, schoolClass, teacher } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { writeEachRow } from '../../imports/eachRow.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { dataLayer, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import {
  checkClass,
  checkCollegeAndMajor,
  checkHeadTeacher,
  classFormColumns,
  classOfGradeAndCode,
} from './classes.ts';
import { gradeResolver, nameKey } from './classLabels.ts';
import { gradeKindOf, gradeName } from './grades.ts';

const GRADE_COLUMN = { key: 'grade', heading: 'import.column.grade', valuesSheet: true } as const;
const SHARED_COLUMNS = [
  { key: 'name', heading: 'import.column.className' },
  { key: 'code', heading: 'import.column.classCode' },
] as const;
const OPTIONAL_COLUMNS = [
  { key: 'size', heading: 'import.column.classSize' },
  { key: 'headTeacher', heading: 'import.column.headTeacher', valuesSheet: true },
] as const;

/** A school's template: grade, name, code; size and head teacher optional. */
const SCHOOL_COLUMNS = importColumns([GRADE_COLUMN, ...SHARED_COLUMNS], OPTIONAL_COLUMNS);

/** A university's: its classes also name their college and major. */
const UNIVERSITY_COLUMNS = importColumns(
  [GRADE_COLUMN, ...SHARED_COLUMNS, { key: 'college', valuesSheet: true }, { key: 'major', valuesSheet: true }],
  OPTIONAL_COLUMNS,
);

/** How a class import is recorded. */
const CLASS_IMPORT: FinishedImport = { action: 'import.classes', tables: ['school_class'], name: 'import.kind.class' };

type ClassColumn = (typeof UNIVERSITY_COLUMNS)[number]['key'];

/** A valid row of the class import: the class form's values, names resolved to ids. */
type ClassRow = typeof classAdd.request._zod.output;

/** What the cells of a row can name: the organisation's grades, teachers, colleges and majors. */
async function namesOf(tenant: Tenant) {
  const kind = gradeKindOf(tenant.account);
  const grades = await tenant.db
    .select({ gradeId: grade.id, level: grade.level })
    .from(grade)
    .where(tenant.scoped(grade).where(eq(grade.kind, kind)))
    .orderBy(asc(grade.level));
  const teachers = await tenant.db
    .select({ teacherId: teacher.id, accountNum: person.accountNum, name: person.name })
    .from(teacher)
    .innerJoin(account, eq(account.id, teacher.accountId))
    .innerJoin(person, eq(person.id, account.personId))
    .where(tenant.scoped(teacher).where())
    .orderBy(asc(person.accountNum));
  const university = kind === 'enrolment';
  const colleges = university
    ? await tenant.db
        .select({ collegeId: college.id, name: college.name })
        .from(college)
        .where(tenant.scoped(college).where())
        .orderBy(asc(college.sortNum), asc(college.code))
    : [];
  const majors = university
    ? await tenant.db
        .select({ majorId: major.id, collegeId: major.collegeId, name: major.name })
        .from(major)
        .where(tenant.scoped(major).where())
        .orderBy(asc(major.code))
    : [];
  return { kind, university, grades, teachers, colleges, majors };
}

export function registerClassImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(classImportTemplate, async ({ caller, request }) => {
    const locale = requestLocale(request);
    const names = await namesOf(data.tenant(caller));
    return templateAnswer({
      locale,
      kind: 'import.kind.class',
      columns: names.university ? UNIVERSITY_COLUMNS : SCHOOL_COLUMNS,
      instructions: [
        'import.instructions.values',
        'import.instructions.class',
        ...(names.university ? (['import.instructions.classUniversity'] as const) : []),
      ],
      values: [
        { heading: 'import.column.grade', items: names.grades.map((row) => gradeName(locale, names.kind, row.level)) },
        { heading: 'import.column.headTeacher', items: names.teachers.map((row) => row.accountNum) },
        { heading: 'import.column.teacherName', items: names.teachers.map((row) => row.name) },
        ...(names.university
          ? [
              { heading: 'import.column.college' as const, items: names.colleges.map((row) => row.name) },
              { heading: 'import.column.major' as const, items: names.majors.map((row) => row.name) },
            ]
          : []),
      ],
    });
  });

  registerImportProgress(router, classImportProgress, data);

  /** Adds the row's class, or updates the one of its grade and code. */
  async function writeImportedClass(tenant: TenantWrite, row: ClassRow) {
    const existingId = await classOfGradeAndCode(tenant, row);
    const academicYearId = await checkClass(tenant, row, existingId ?? null);
    const placement = await checkCollegeAndMajor(tenant, row);
    const headTeacherId = await checkHeadTeacher(tenant, row.headTeacherId);
    const values = { ...classFormColumns(row), headTeacherId, ...placement };
    if (existingId) {
      // An imported class keeps the academic year it was opened in, as an edit does.
      await tenant.scoped(schoolClass).update(existingId, values);
      return;
    }
    await tenant.db
      .insert(schoolClass)
      .values({ id: crypto.randomUUID(), ...tenant.values, ...values, academicYearId });
  }

  router.importing(classImport, async (upload) =>
    importUpload(db, upload, CLASS_IMPORT, async () => {
      const { caller } = upload;
      const names = await namesOf(data.tenant(caller));
      const gradeIdOf = gradeResolver(names.kind, names.grades);
      const teacherIdOf = new Map(names.teachers.map((row) => [row.accountNum.toLowerCase(), row.teacherId]));
      // A college named by several (a college and a department of another) is named by none.
      const collegeIdOf = new Map<string, string | null>();
      for (const row of names.colleges) {
        const key = nameKey(row.name);
        collegeIdOf.set(key, collegeIdOf.has(key) ? null : row.collegeId);
      }
      const majorIdOf = new Map(names.majors.map((row) => [`${row.collegeId}/${nameKey(row.name)}`, row.majorId]));

      const kind: ImportKind<ClassColumn, ClassRow> = {
        columns: names.university ? UNIVERSITY_COLUMNS : SCHOOL_COLUMNS,
        parse(cells) {
          const check = rowChecks<ClassColumn>();
          const gradeId = gradeIdOf(cells.grade);
          if (cells.grade.trim() !== '' && !gradeId) check.fail('grade', 'class.gradeUnknown', { name: cells.grade });
          const account = cells.headTeacher.trim();
          const headTeacherId = account === '' ? undefined : teacherIdOf.get(account.toLowerCase());
          if (account !== '' && !headTeacherId) check.fail('headTeacher', 'class.headTeacherUnknown', { account });
          let placement = {};
          if (names.university) {
            const collegeId = collegeIdOf.get(nameKey(cells.college));
            if (cells.college.trim() !== '' && !collegeId) {
              check.fail('college', 'class.collegeUnknown', { name: cells.college });
            }
            const majorId = collegeId ? majorIdOf.get(`${collegeId}/${nameKey(cells.major)}`) : undefined;
            if (collegeId && cells.major.trim() !== '' && !majorId) {
              check.fail('major', 'class.majorUnknown', { college: cells.college, name: cells.major });
            }
            placement = { collegeId, majorId };
          }
          // The class form's own rules: a blank grade or code, a name too long, a size out of range.
          const checked = check.schema(
            classAdd.request,
            {
              gradeId: gradeId ?? '',
              name: cells.name,
              code: cells.code,
              size: cells.size.trim() === '' ? 0 : cells.size,
              headTeacherId,
              ...placement,
            },
            { gradeId: 'grade', headTeacherId: 'headTeacher', collegeId: 'college', majorId: 'major' },
          );
          return checked && check.failures.length === 0 ? checked : check.failures;
        },
        keys: (row) => [['code', `${row.gradeId}/${row.code}`]],
        write: async (tx, rows) => writeEachRow(await data.lockedIn(tx, caller), rows, writeImportedClass),
      };
      return kind;
    }),
  );
}
