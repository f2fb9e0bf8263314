// The classes a caller's role lets them see. A role's data scope narrows every student read and
// write to the classes its holder teaches, or to the grades of those classes; the whole
// organisation is the rest. Routes add the answer to their conditions, so a record outside the
// reach answers as not found, like a record of another organisation.
import { type DataScope, isDataScope } from '@school-sports/domain';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/index.ts';
import { role, schoolClass, teacher, teacherClass } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { scopeOf, type TenantCaller, type Transaction } from './scope.ts';

/** The classes a caller reaches: `null` for all of the organisation's. */
export type ClassReach = ReadonlySet<string> | null;

/** The classes the caller's current role lets them see. */
export async function classReachOf(db: Database | Transaction, caller: TenantCaller | null): Promise<ClassReach> {
  const scope = scopeOf(caller);
  if (!caller?.roleId) return null;
  const dataScope = caller.dataScope ?? (await dataScopeOf(db, caller.roleId, scope.orgId));
  if (dataScope === 'organisation') return null;
  const taught = await db
    .select({ classId: schoolClass.id, gradeId: schoolClass.gradeId })
    .from(teacherClass)
    .innerJoin(teacher, eq(teacher.id, teacherClass.teacherId))
    .innerJoin(schoolClass, eq(schoolClass.id, teacherClass.classId))
    .where(and(eq(teacher.accountId, scope.id), eq(schoolClass.orgId, scope.orgId)));
  if (dataScope === 'classes' || taught.length === 0) return new Set(taught.map((row) => row.classId));
  const inGrades = await db
    .select({ classId: schoolClass.id })
    .from(schoolClass)
    .where(
      and(
        eq(schoolClass.orgId, scope.orgId),
        inArray(schoolClass.gradeId, [...new Set(taught.map((row) => row.gradeId))]),
      ),
    );
  return new Set(inGrades.map((row) => row.classId));
}

/** The data scope of a role of the organisation (`organisation` when it has none there). */
async function dataScopeOf(db: Database | Transaction, roleId: string, orgId: string): Promise<DataScope> {
  const [held] = await db
    .select({ dataScope: role.dataScope })
    .from(role)
    .where(and(eq(role.id, roleId), eq(role.orgId, orgId)));
  return isDataScope(held?.dataScope) ? held.dataScope : 'organisation';
}

/** A condition keeping rows whose class `column` is within `reach` (none when it is everything). */
export function withinReach(reach: ClassReach, column: AnyPgColumn): SQL | undefined {
  if (reach === null) return undefined;
  // An empty reach matches nothing: `in ()` is not SQL, and `false` says it plainly.
  return reach.size === 0 ? sql`false` : inArray(column, [...reach]);
}

/** Whether `classId` is within `reach`. */
export function reaches(reach: ClassReach, classId: string): boolean {
  return reach === null || reach.has(classId);
}

/** Refuses a class outside `reach` as not found, as the class of another organisation would be. */
export function checkReach(reach: ClassReach, classId: string): void {
  if (!reaches(reach, classId)) throw new ApiError(404, 'class.notFound');
}
