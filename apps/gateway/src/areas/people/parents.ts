// Parents (issue 7): created or reused by mobile number when a student form or import names them,
// listed and edited on the parent screen. A role with a narrow data scope sees the parents of the
// students it reaches only. The data layer keeps every read and write to the caller's organisation.
import { randomUUID } from 'node:crypto';
import type { DomainLocale, ParentRelationship, Sex } from '@school-sports/domain';
import {
  type DataOf,
  parentDelete,
  parentDetail,
  parentEdit,
  parentExport,
  parentPage,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { anyOf, unnestedRows } from '../../db/bulk.ts';
import type { Database } from '../../db/index.ts';
import { grade, parent, person, schoolClass, student, studentParent } from '../../db/schema.ts';
import { fromExcluded } from '../../db/upsert.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { type ClassReach, withinReach } from '../../tenancy/dataScope.ts';
import { type PageWindow, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type TenantWrite } from '../../tenancy/scoped.ts';
import { classLabel } from '../school/classLabels.ts';
import { gradeName } from '../school/grades.ts';

type ParentRecord = DataOf<typeof parentDetail>;

/** A parent as a form or an import row gives it. */
export interface ParentInput {
  name: string;
  sex: Sex;
  relationship: ParentRelationship;
  mobile: string;
}

/** A person created for a parent has no password: they set one in the mobile app. */
const NO_PASSWORD = '!';

/**
 * Parent rows of the organisation for `parents`, by mobile: an existing parent is updated with the
 * name and sex given, a new one is created on the person who signs in with that mobile (created
 * without a password when there is none). Answers the parent id of each mobile, and the mobiles
 * that belong to a person who cannot be a parent here (their login account is someone's number).
 */
export async function resolveParents(
  tenant: TenantWrite,
  parents: readonly Pick<ParentInput, 'name' | 'sex' | 'mobile'>[],
): Promise<{ ids: Map<string, string>; taken: Set<string> }> {
  const tx = tenant.db;
  const byMobile = new Map(parents.map((one) => [one.mobile, one]));
  const mobiles = [...byMobile.keys()];
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  if (mobiles.length === 0) return { ids, taken };

  const persons = new Map<string, string>();
  const findPersons = async () => {
    for (const row of await tx
      .select({ id: person.id, mobile: person.mobile })
      .from(person)
      .where(anyOf(person.mobile, mobiles))) {
      if (row.mobile) persons.set(row.mobile, row.id);
    }
  };
  await findPersons();
  const newPersons = mobiles.filter((mobile) => !persons.has(mobile));
  if (newPersons.length > 0) {
    await tx
      .insert(person)
      .select(
        unnestedRows(
          person,
          newPersons.map((mobile) => ({
            id: randomUUID(),
            accountNum: mobile,
            mobile,
            name: byMobile.get(mobile)?.name ?? mobile,
            passwordHash: NO_PASSWORD,
          })),
        ),
      )
      .onConflictDoNothing();
    await findPersons();
  }
  const placed = mobiles.filter((mobile) => {
    if (persons.has(mobile)) return true;
    taken.add(mobile);
    return false;
  });
  if (placed.length === 0) return { ids, taken };
  const rows = await tx
    .insert(parent)
    .select(
      unnestedRows(
        parent,
        placed.map((mobile) => {
          const one = byMobile.get(mobile) as ParentInput;
          return {
            id: randomUUID(),
            ...tenant.values,
            personId: persons.get(mobile) as string,
            name: one.name,
            sex: one.sex,
            mobile,
          };
        }),
      ),
    )
    .onConflictDoUpdate({
      target: [parent.orgId, parent.mobile],
      set: fromExcluded(parent, ['name', 'sex']),
    })
    .returning({ id: parent.id, mobile: parent.mobile });
  for (const row of rows) ids.set(row.mobile, row.id);
  return { ids, taken };
}

export function registerParentRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  /** Parents of a student within `reach`: a narrow scope sees the parents of its own students only. */
  function parentWithinReach(reach: ClassReach): SQL | undefined {
    if (reach === null) return undefined;
    return inArray(
      parent.id,
      db
        .select({ id: studentParent.parentId })
        .from(studentParent)
        .innerJoin(student, eq(student.id, studentParent.studentId))
        .where(withinReach(reach, student.classId)),
    );
  }

  /** The list's own order, by name; the columns it may be sorted by. */
  const parentOrder = [asc(parent.name), asc(parent.mobile), asc(parent.id)];
  const parentSorts = { name: parent.name, mobile: parent.mobile, status: parent.status };

  async function parentRecords(
    tx: Executor,
    where: SQL | undefined,
    locale: DomainLocale,
    page?: PageWindow,
    order: readonly SQL[] = parentOrder,
  ): Promise<ParentRecord[]> {
    let query = tx
      .select({ parentId: parent.id, name: parent.name, sex: parent.sex, mobile: parent.mobile, status: parent.status })
      .from(parent)
      .where(where)
      .orderBy(...order)
      .$dynamic();
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = await query;
    const children =
      rows.length === 0
        ? []
        : await tx
            .select({
              parentId: studentParent.parentId,
              studentId: student.id,
              name: student.name,
              className: schoolClass.name,
              gradeKind: grade.kind,
              gradeLevel: grade.level,
              relationship: studentParent.relationship,
            })
            .from(studentParent)
            .innerJoin(student, eq(student.id, studentParent.studentId))
            .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
            .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
            .where(
              inArray(
                studentParent.parentId,
                rows.map((row) => row.parentId),
              ),
            )
            .orderBy(asc(student.name));
    return rows.map((row) => ({
      ...row,
      sex: row.sex as Sex,
      status: row.status as ParentRecord['status'],
      children: children
        .filter((child) => child.parentId === row.parentId)
        .map((child) => ({
          studentId: child.studentId,
          name: child.name,
          className: classLabel(gradeName(locale, child.gradeKind, child.gradeLevel), child.className),
          relationship: child.relationship as ParentRelationship,
        })),
    }));
  }

  router.json(parentPage, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const conditions: (SQL | undefined)[] = [parentWithinReach(await tenant.classReach())];
    if (input.status) conditions.push(eq(parent.status, input.status));
    if (input.keyword) {
      const pattern = containing(input.keyword);
      conditions.push(
        or(
          ilike(parent.name, pattern),
          ilike(parent.mobile, pattern),
          sql`exists (select 1 from ${studentParent} join ${student} on ${student.id} = ${studentParent.studentId} where ${studentParent.parentId} = ${parent.id} and ${student.name} ilike ${pattern})`,
        ),
      );
    }
    return tenant
      .scoped(parent)
      .pageOf(input, and(...conditions), (where, window) =>
        parentRecords(db, where, requestLocale(request), window, sortedBy(input, parentSorts, parentOrder)),
      );
  });
  router.rows(parentExport, parentPage);

  router.json(parentDetail, async ({ caller, input, request }) => {
    const tenant = data.tenant(caller);
    const [record] = await parentRecords(
      db,
      tenant.scoped(parent).where(eq(parent.id, input.parentId), parentWithinReach(await tenant.classReach())),
      requestLocale(request),
    );
    if (!record) throw new ApiError(404, 'parent.notFound');
    return record;
  });

  router.json(parentEdit, async ({ caller, input }) => {
    const reach = await data.tenant(caller).classReach();
    return data.write(caller, async (tenant) => {
      const tx = tenant.db;
      const parents = tenant.scoped(parent);
      const current = await parents.exists(eq(parent.id, input.parentId), parentWithinReach(reach));
      if (!current) throw new ApiError(404, 'parent.notFound');
      const linked = await tx
        .select({ studentId: studentParent.studentId })
        .from(studentParent)
        .where(eq(studentParent.parentId, input.parentId));
      const linkedIds = new Set(linked.map((row) => row.studentId));
      // The parent's children are kept or let go here; new children are added on the student form.
      if (input.children.some((child) => !linkedIds.has(child.studentId))) throw new ApiError(404, 'student.notFound');
      await parents.update(input.parentId, { name: input.name, sex: input.sex, status: input.status });
      const kept = new Set(input.children.map((child) => child.studentId));
      const released = [...linkedIds].filter((id) => !kept.has(id));
      if (released.length > 0) {
        await tx
          .delete(studentParent)
          .where(and(eq(studentParent.parentId, input.parentId), inArray(studentParent.studentId, released)));
      }
      for (const child of input.children) {
        await tx
          .update(studentParent)
          .set({ relationship: child.relationship })
          .where(and(eq(studentParent.parentId, input.parentId), eq(studentParent.studentId, child.studentId)));
      }
      return null;
    });
  });

  router.json(parentDelete, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const reach = await tenant.classReach();
    const deleted = await tenant.scoped(parent).deleteWhere(eq(parent.id, input.parentId), parentWithinReach(reach));
    if (deleted === 0) throw new ApiError(404, 'parent.notFound');
    return null;
  });
}
