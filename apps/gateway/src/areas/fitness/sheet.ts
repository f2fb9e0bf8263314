// A stored result as a plan's sheet shows it, and a typed value scored or refused by name: what the
// sheet's saves and the corrections both answer with.
import {
  DomainError,
  isSex,
  type PhysiqueMeasurement,
  type ResultSource,
  type StudentGrade,
  scoreReading,
} from '@school-sports/domain';
import type { DataOf, testPlanResultSave } from '@school-sports/gateway-client/contract';
import { type and, eq } from 'drizzle-orm';
import { account as accountTable, fitnessResult, person } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Executor } from '../../tenancy/scoped.ts';

/** A result as the sheet, a save and a correction answer it. */
export type SheetValue = DataOf<typeof testPlanResultSave>['saved'][number];

/** The columns of a result as the sheet shows it, with the name of whoever typed it. */
export const sheetColumns = {
  resultId: fitnessResult.id,
  studentId: fitnessResult.studentId,
  measurement: fitnessResult.measurement,
  value: fitnessResult.value,
  score: fitnessResult.score,
  band: fitnessResult.band,
  needsCheck: fitnessResult.needsCheck,
  source: fitnessResult.source,
  version: fitnessResult.version,
  enteredBy: person.name,
  importFile: fitnessResult.importFileName,
  importRow: fitnessResult.importRow,
  measuredAt: fitnessResult.measuredAt,
};

/** A row of {@link sheetRows}. */
type SheetRow = Awaited<ReturnType<typeof sheetRows>>[number];

export function sheetValueOf(row: SheetRow): SheetValue {
  return {
    ...row,
    measurement: row.measurement as PhysiqueMeasurement,
    source: row.source as ResultSource,
    measuredAt: row.measuredAt.toISOString(),
  };
}

/** The results `where` selects, as the sheet shows them, with the name of whoever typed each. */
export function sheetRows(db: Executor, where: ReturnType<typeof and>) {
  return db
    .select(sheetColumns)
    .from(fitnessResult)
    .leftJoin(accountTable, eq(accountTable.id, fitnessResult.enteredBy))
    .leftJoin(person, eq(person.id, accountTable.personId))
    .where(where);
}

/** Scores `value` of `measurement` for a student of `sex` in `grade`, or refuses it naming `field`. */
export function scored(
  sex: string,
  studentGrade: StudentGrade,
  measurement: PhysiqueMeasurement,
  value: number,
  field: string,
) {
  if (!isSex(sex)) throw new ApiError(409, 'physique.error.sex', { field });
  try {
    return scoreReading({ sex, grade: studentGrade, measurement, value });
  } catch (error) {
    // A value the measurement cannot take at all (a negative time, a fraction of a count) is the
    // typist's to fix; the domain's own message names the measurement by its code, so it is said here.
    if (
      error instanceof DomainError &&
      (error.code === 'physique.error.measurement' || error.code === 'physique.error.time')
    ) {
      throw new ApiError(400, 'fitness.entry.impossible', { field });
    }
    if (error instanceof DomainError) throw new ApiError(409, error.code, { ...error.values, field });
    throw error;
  }
}
