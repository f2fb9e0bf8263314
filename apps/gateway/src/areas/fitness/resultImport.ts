// A running plan's results from a workbook (issue 45): the plan's own template (its students, a
// column per measurement it takes, headed with its unit) and the filled one imported through the
// importer every import shares (read in a worker as it streams, progress told, every fault of a row
// in the failure file, an interrupted import completed by uploading the same file again). Each value
// is read by the domain's rules for its measurement and scored at intake, as a typed one is, and
// keeps the file and row it came from. The rules chosen are in docs/decisions.md, "Importing a
// plan's results".
import { randomUUID } from 'node:crypto';
import {
  canEnterResults,
  type DomainLocale,
  type DomainMessageId,
  isTimedRun,
  measurementLabel,
  measurementsOfItems,
  type PhysiqueItem,
  type PhysiqueMeasurement,
  parseRunTime,
  type TestPlanStatus,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  testPlanResultImport,
  testPlanResultImportProgress,
  testPlanResultImportTemplate,
} from '@school-sports/gateway-client/contract';
import { eq } from 'drizzle-orm';
import { anyOf } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { fitnessResult, testPlan, testPlanClass } from '../../db/schema.ts';
import { xlsxStream } from '../../files/xlsxWriter.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { XLSX_TYPE } from '../../imports/answers.ts';
import { type ImportColumn, templateHeadings } from '../../imports/columns.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { type RowFailure, rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { reaches } from '../../tenancy/dataScope.ts';
import { dataLayer, type Tenant } from '../../tenancy/scoped.ts';
import { measurementsFor, studentsOfClasses } from './entry.ts';
import { scored } from './sheet.ts';

type PlanRow = typeof testPlan.$inferSelect;

/** The columns of a plan's result template: who, then a column per measurement. */
type ResultColumn = 'studentNumber' | 'name' | 'class' | PhysiqueMeasurement;

/** How a result import is recorded. */
const RESULT_IMPORT: FinishedImport = {
  action: 'import.results',
  tables: ['fitness_result'],
  name: 'import.kind.result',
};

/**
 * The largest value a cell may hold, either way: what a value typed by hand may be (the contract's
 * bound), so that a file can store nothing the sheet could not.
 */
const VALUE_BOUND = 1_000_000;

/** A number as written in a cell: digits, an optional sign and decimals; nothing else. */
const PLAIN_NUMBER = /^[-+]?\d+(?:\.\d+)?$/;

/** The measurements `plan` takes from any of its grades, in the standard's order. */
function planMeasurements(plan: PlanRow): PhysiqueMeasurement[] {
  return measurementsOfItems(plan.grades.flatMap((entry) => entry.items) as PhysiqueItem[]);
}

/**
 * The template's columns: the student number (the key, required), the name and class (for the
 * person filling it in; never trusted), then each measurement under its label, which carries the
 * unit. Every measurement column is required, so a workbook that is not this plan's template is
 * refused by its headings before a row is read.
 */
function resultColumns(measurements: readonly PhysiqueMeasurement[]): ImportColumn<ResultColumn>[] {
  return [
    { key: 'studentNumber', heading: 'import.column.studentNumber', required: true },
    { key: 'name', heading: 'import.column.name', required: false },
    { key: 'class', heading: 'import.column.class', required: false },
    ...measurements.map((measurement) => ({
      key: measurement,
      heading: measurementLabel(measurement),
      required: true,
    })),
  ];
}

/**
 * The students of `plan` the caller reaches: those of its classes today, as its sheets show them.
 * Students exempt from some items stay in: an exemption covers items, not the student.
 */
async function planStudents(tenant: Tenant, plan: PlanRow) {
  const classes = await tenant.db
    .select({ classId: testPlanClass.classId })
    .from(testPlanClass)
    .where(eq(testPlanClass.planId, plan.id));
  const reach = await tenant.classReach();
  const classIds = classes.map((row) => row.classId).filter((classId) => reaches(reach, classId));
  return studentsOfClasses(tenant, classIds);
}

type PlanStudent = Awaited<ReturnType<typeof studentsOfClasses>>[number];

/**
 * A cell's value in its measurement's unit, read by the domain's rules: a run's time as seconds or
 * `m'ss"`, every other measurement as a plain number; `undefined` when it is neither.
 */
function cellValue(measurement: PhysiqueMeasurement, text: string): number | undefined {
  if (isTimedRun(measurement) && !PLAIN_NUMBER.test(text)) {
    try {
      return parseRunTime(text);
    } catch {
      return undefined;
    }
  }
  return PLAIN_NUMBER.test(text) ? Number(text) : undefined;
}

/** A result of an imported row, scored. */
interface ImportedValue {
  measurement: PhysiqueMeasurement;
  score: ReturnType<typeof scored>;
}

/** A valid row: the student, the values to store, and where in the file they were. */
interface ResultRow {
  pupil: PlanStudent;
  rowNumber: number;
  values: ImportedValue[];
}

/** The key of a student's measurement among the plan's imported results. */
const resultKey = (studentId: string, measurement: string) => `${studentId} ${measurement}`;

/** The values imported into `planId` before, by student and measurement. */
async function importedValues(tenant: Tenant, planId: string, studentIds?: readonly string[]) {
  const rows = await tenant.db
    .select({ studentId: fitnessResult.studentId, measurement: fitnessResult.measurement, value: fitnessResult.value })
    .from(fitnessResult)
    .where(
      tenant
        .scoped(fitnessResult)
        .where(
          eq(fitnessResult.planId, planId),
          eq(fitnessResult.source, 'import'),
          ...(studentIds ? [anyOf(fitnessResult.studentId, studentIds)] : []),
        ),
    );
  return new Map(rows.map((row) => [resultKey(row.studentId, row.measurement), row.value]));
}

/** The plan `planId` of the caller's organisation, refused unless it runs. */
async function runningPlan(tenant: Tenant, planId: string): Promise<PlanRow> {
  const plan = await tenant.scoped(testPlan).one(planId, 'fitness.plan.notFound');
  if (!canEnterResults(plan.status as TestPlanStatus)) {
    throw new ApiError(409, 'import.result.notRunning', { field: 'planId' });
  }
  return plan;
}

/** The import of `plan`'s results from the file `fileName`, as the importer runs it. */
async function resultImportKind(
  data: ReturnType<typeof dataLayer>,
  caller: Caller | null,
  plan: PlanRow,
  fileName: string,
): Promise<ImportKind<ResultColumn, ResultRow>> {
  const tenant = data.tenant(caller);
  const measurements = planMeasurements(plan);
  const students = await planStudents(tenant, plan);
  const byNumber = new Map(students.map((pupil) => [pupil.studentNumber.toLowerCase(), pupil]));
  // What earlier imports stored: a value of the same file read again is passed over (an import
  // interrupted by a crash is completed by uploading the file again), a different one refused.
  const earlier = await importedValues(tenant, plan.id);
  const conflict = (pupil: PlanStudent, value: ImportedValue) => {
    const stored = earlier.get(resultKey(pupil.studentId, value.measurement));
    return stored !== undefined && stored !== value.score.value;
  };

  return {
    columns: resultColumns(measurements),
    blank: (cells) => measurements.every((measurement) => cells[measurement].trim() === ''),
    parse(cells, rowNumber) {
      const check = rowChecks<ResultColumn>();
      const number = cells.studentNumber.trim();
      const pupil = number === '' ? undefined : byNumber.get(number.toLowerCase());
      if (number === '') check.fail('studentNumber', 'import.result.studentRequired');
      else if (!pupil) check.fail('studentNumber', 'import.result.notRegistered');
      const taken = pupil ? measurementsFor(plan, pupil.grade) : [];
      const values: ImportedValue[] = [];
      for (const measurement of measurements) {
        const text = cells[measurement].trim();
        if (text === '') continue;
        const value = cellValue(measurement, text);
        if (value === undefined) {
          check.fail(measurement, 'import.result.value');
          continue;
        }
        if (Math.abs(value) > VALUE_BOUND) {
          check.fail(measurement, 'import.result.outOfRange');
          continue;
        }
        if (!pupil) continue;
        if (!taken.includes(measurement)) {
          check.fail(measurement, 'fitness.entry.notInPlan');
          continue;
        }
        try {
          const one = { measurement, score: scored(pupil.sex, pupil.studentGrade, measurement, value, measurement) };
          if (conflict(pupil, one)) check.fail(measurement, 'import.result.alreadyImported');
          else values.push(one);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          check.fail(measurement, error.messageId, error.values);
        }
      }
      if (!pupil || check.failures.length > 0) return check.failures;
      return { pupil, rowNumber, values };
    },
    keys: (row) => [['studentNumber', row.pupil.studentNumber]],
    async write(tx, rows) {
      // Under the organisation's lock, as values typed in are: the plan still runs, and what
      // another import stored meanwhile is seen.
      const locked = await data.lockedIn(tx, caller);
      await runningPlan(locked, plan.id);
      const stored = await importedValues(
        locked,
        plan.id,
        rows.map((row) => row.pupil.studentId),
      );
      const refused = new Map<number, RowFailure>();
      const now = new Date();
      const inserts: (typeof fitnessResult.$inferInsert)[] = [];
      for (const [index, row] of rows.entries()) {
        const fresh: ImportedValue[] = [];
        for (const value of row.values) {
          const before = stored.get(resultKey(row.pupil.studentId, value.measurement));
          if (before === undefined) fresh.push(value);
          else if (before !== value.score.value) {
            refused.set(index, { id: 'import.result.alreadyImported', column: value.measurement });
            break;
          }
        }
        if (refused.has(index)) continue;
        for (const { measurement, score } of fresh) {
          inserts.push({
            id: randomUUID(),
            ...locked.values,
            studentId: row.pupil.studentId,
            classId: row.pupil.classId,
            gradeKey: row.pupil.grade ?? '',
            sex: row.pupil.sex,
            planId: plan.id,
            measurement,
            item: score.item,
            value: score.value,
            score: score.score,
            band: score.band,
            scoringVersion: score.scoringVersion,
            needsCheck: score.needsCheck,
            measuredAt: now,
            source: 'import',
            enteredBy: locked.account.id,
            importFileName: fileName,
            importRow: row.rowNumber,
          });
        }
      }
      if (inserts.length > 0) await locked.db.insert(fitnessResult).values(inserts);
      return refused;
    },
  };
}

/** The template's file name in `locale`. */
function templateName(locale: DomainLocale): string {
  const text = (id: Parameters<typeof translateDomainMessage>[1], values?: Record<string, string>) =>
    translateDomainMessage(locale, id, values);
  return `${text('import.templateName', { kind: text('import.kind.result') })}.xlsx`;
}

/** Rows of the template a batch at a time, as the stream is read. */
async function* batches<Row>(rows: readonly Row[], size = 500): AsyncGenerator<Row[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

export function registerResultImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.blob(testPlanResultImportTemplate, async ({ caller, input, request }) => {
    const locale = requestLocale(request);
    const tenant = data.tenant(caller);
    const plan = await tenant.scoped(testPlan).one(input.planId, 'fitness.plan.notFound');
    const measurements = planMeasurements(plan);
    const students = await planStudents(tenant, plan);
    const rows = students.map((pupil) => [
      pupil.studentNumber,
      pupil.name,
      pupil.className,
      ...measurements.map(() => null),
    ]);
    const text = (id: DomainMessageId) => translateDomainMessage(locale, id);
    return {
      body: xlsxStream(
        {
          name: text('import.sheet.data'),
          headings: templateHeadings(resultColumns(measurements), locale),
          rows: batches(rows),
        },
        // What every import's template says, and how this one's values are written.
        [
          {
            name: text('import.sheet.instructions'),
            rows: [
              [text('import.instructions.required')],
              [text('import.instructions.result')],
              [text('import.instructions.formulas')],
            ],
          },
        ],
      ),
      contentType: XLSX_TYPE,
      fileName: templateName(locale),
    };
  });

  registerImportProgress(router, testPlanResultImportProgress, data);

  router.importing(testPlanResultImport, async (upload) =>
    importUpload(db, upload, RESULT_IMPORT, async (fields, file) => {
      const plan = await runningPlan(data.tenant(upload.caller), fields.planId);
      return resultImportKind(data, upload.caller, plan, file.name);
    }),
  );
}
