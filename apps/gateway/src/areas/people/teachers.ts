// Teachers (issue 7): the `user/teacher` screen of the k12, nf and gx frames. A teacher is an account
// of the organisation (see staffAccounts.ts) with a `teacher` row of its own details and the classes
// it teaches. The data layer keeps every read and write to the caller's organisation and runs each
// write under the organisation's lock.
import { randomUUID } from 'node:crypto';
import { isSex } from '@school-sports/domain';
import {
  type DataOf,
  teacherAdd,
  teacherDelete,
  teacherDetail,
  teacherEdit,
  teacherExport,
  teacherOptions,
  teacherPage,
  teacherResetPassword,
  teacherSetStatus,
} from '@school-sports/gateway-client/contract';
import { asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, grade, person, schoolClass, teacher, teacherClass } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { HandlerContext, Router } from '../../http/router.ts';
import { pageOfQuery, sortedBy } from '../../tenancy/paging.ts';
import { containing, type Scope } from '../../tenancy/scope.ts';
import { dataLayer, type Executor, type Tenant, type TenantWrite } from '../../tenancy/scoped.ts';
import { gradeName } from '../school/grades.ts';
import { checkFacePhoto, dropFacePhotos } from './facePhotos.ts';
import { sharedIdentities } from './identity.ts';
import {
  createStaffAccount,
  deleteStaffAccount,
  enablementOf,
  hashNewPassword,
  personConflicts,
  resetPassword,
  roleChoicesOf,
  rolesOfAccounts,
  setAccountRoles,
  setAccountStatus,
  updatePerson,
  withConflicts,
} from './staffAccounts.ts';

type TeacherRecord = DataOf<typeof teacherDetail>;

const teacherColumns = {
  teacherId: teacher.id,
  accountId: teacher.accountId,
  personId: account.personId,
  accountNum: person.accountNum,
  name: person.name,
  mobile: person.mobile,
  sex: teacher.sex,
  employeeNumber: teacher.employeeNumber,
  idCard: teacher.idCard,
  certificateType: teacher.certificateType,
  certificateNumber: teacher.certificateNumber,
  facePhotoId: teacher.facePhotoId,
  status: account.status,
  createdAt: teacher.createdAt,
};

/** The conflicts of a teacher write's unique indexes. */
export function teacherConflicts(input: { accountNum?: string; mobile: string; employeeNumber: string }) {
  return {
    ...personConflicts(input),
    teacher_org_employee_idx: ['teacher.employeeNumberTaken', { number: input.employeeNumber }],
  } as const;
}

/** Refuses an employee number another teacher of the organisation has. */
export async function checkEmployeeNumber(tenant: TenantWrite, number: string, ownId: string | null) {
  if (number === '') return;
  const taken = await tenant
    .scoped(teacher)
    .exists(eq(teacher.employeeNumber, number), ownId ? ne(teacher.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'teacher.employeeNumberTaken', { number });
}

/** Refuses class ids that are not each a class of the organisation still in school. */
async function checkClasses(tenant: TenantWrite, classIds: readonly string[]) {
  if (classIds.length === 0) return;
  const found = await tenant
    .scoped(schoolClass)
    .count(inArray(schoolClass.id, [...classIds]), ne(schoolClass.status, 'graduated'));
  if (found !== classIds.length) throw new ApiError(404, 'class.notFound');
}

/** Gives a teacher exactly `classIds` to teach. */
export async function writeClasses(tx: Executor, teacherId: string, classIds: readonly string[]) {
  await tx.delete(teacherClass).where(eq(teacherClass.teacherId, teacherId));
  if (classIds.length > 0) {
    await tx.insert(teacherClass).values(classIds.map((classId) => ({ teacherId, classId })));
  }
}

/** The columns of the teacher row the teacher form sets, alike when adding and editing. */
function teacherFormColumns(input: Omit<HandlerContext<typeof teacherEdit>['input'], 'teacherId'>) {
  const { sex, employeeNumber, idCard, certificateType, certificateNumber } = input;
  return { sex, employeeNumber, idCard, certificateType, certificateNumber, facePhotoId: input.facePhotoId || null };
}

export function registerTeacherRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  function teacherQuery(tx: Executor, where: SQL | undefined) {
    return tx
      .select(teacherColumns)
      .from(teacher)
      .innerJoin(account, eq(account.id, teacher.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(where);
  }

  async function teacherOf(tenant: Tenant, teacherId: string) {
    const [row] = await teacherQuery(tenant.db, tenant.scoped(teacher).where(eq(teacher.id, teacherId)));
    if (!row) throw new ApiError(404, 'teacher.notFound');
    return row;
  }

  /** The records of teacher rows, with their roles and classes. */
  async function recordsOf(scope: Scope, rows: Awaited<ReturnType<typeof teacherQuery>>): Promise<TeacherRecord[]> {
    const roles = await rolesOfAccounts(
      db,
      rows.map((row) => row.accountId),
    );
    const classes = new Map<string, Array<{ classId: string; name: string }>>();
    if (rows.length > 0) {
      const taught = await db
        .select({ teacherId: teacherClass.teacherId, classId: schoolClass.id, name: schoolClass.name })
        .from(teacherClass)
        .innerJoin(schoolClass, eq(schoolClass.id, teacherClass.classId))
        .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
        .where(
          inArray(
            teacherClass.teacherId,
            rows.map((row) => row.teacherId),
          ),
        )
        .orderBy(asc(grade.level), asc(schoolClass.code), asc(schoolClass.id));
      for (const entry of taught) {
        const list = classes.get(entry.teacherId) ?? [];
        list.push({ classId: entry.classId, name: entry.name });
        classes.set(entry.teacherId, list);
      }
    }
    const shared = await sharedIdentities(
      db,
      scope.orgId,
      rows.map((row) => row.personId),
    );
    return rows.map((row) => ({
      teacherId: row.teacherId,
      accountId: row.accountId,
      accountNum: row.accountNum,
      name: row.name,
      sex: isSex(row.sex) ? row.sex : 'male',
      mobile: row.mobile ?? '',
      employeeNumber: row.employeeNumber,
      idCard: row.idCard,
      certificateType: row.certificateType,
      certificateNumber: row.certificateNumber,
      facePhotoId: row.facePhotoId ?? '',
      roles: roles.get(row.accountId) ?? [],
      classes: classes.get(row.teacherId) ?? [],
      status: enablementOf(row.status),
      isSelf: row.accountId === scope.id,
      identityShared: shared.has(row.personId),
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  router.json(teacherPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const pattern = input.keyword ? containing(input.keyword) : undefined;
    const where = tenant
      .scoped(teacher)
      .where(
        input.status ? eq(account.status, input.status) : undefined,
        pattern
          ? or(
              ilike(person.name, pattern),
              ilike(person.accountNum, pattern),
              ilike(person.mobile, pattern),
              ilike(teacher.employeeNumber, pattern),
            )
          : undefined,
        input.classId
          ? inArray(
              teacher.id,
              db
                .select({ id: teacherClass.teacherId })
                .from(teacherClass)
                .where(eq(teacherClass.classId, input.classId)),
            )
          : undefined,
      );
    const page = await pageOfQuery(
      input,
      db
        .select({ n: count() })
        .from(teacher)
        .innerJoin(account, eq(account.id, teacher.accountId))
        .innerJoin(person, eq(person.id, account.personId))
        .where(where),
      teacherQuery(db, where).orderBy(
        ...sortedBy(
          input,
          {
            name: person.name,
            accountNum: person.accountNum,
            employeeNumber: teacher.employeeNumber,
            status: account.status,
          },
          [desc(teacher.createdAt), asc(person.accountNum)],
        ),
      ),
    );
    return { ...page, records: await recordsOf(tenant.account, page.records) };
  });
  router.rows(teacherExport, teacherPage);

  router.json(teacherDetail, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    const [record] = await recordsOf(tenant.account, [await teacherOf(tenant, input.teacherId)]);
    if (!record) throw new ApiError(404, 'teacher.notFound');
    return record;
  });

  router.json(teacherOptions, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const classes = await db
      .select({
        classId: schoolClass.id,
        name: schoolClass.name,
        status: schoolClass.status,
        kind: grade.kind,
        level: grade.level,
      })
      .from(schoolClass)
      .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
      .where(tenant.scoped(schoolClass).where(ne(schoolClass.status, 'graduated')))
      .orderBy(asc(grade.level), asc(schoolClass.code), asc(schoolClass.id));
    return {
      roles: await roleChoicesOf(tenant),
      classes: classes.map((row) => ({
        classId: row.classId,
        name: row.name,
        gradeName: gradeName(locale, row.kind, row.level),
        status: enablementOf(row.status),
      })),
    };
  });

  router.json(teacherAdd, async ({ caller, input }) => {
    // Hashing is slow on purpose: done before the transaction, so the lock is held briefly.
    const passwordHash = await hashNewPassword(input.password);
    return withConflicts(teacherConflicts(input), () =>
      data.write(caller, async (tenant) => {
        await checkEmployeeNumber(tenant, input.employeeNumber, null);
        await checkClasses(tenant, input.classIds);
        await checkFacePhoto(tenant, input.facePhotoId);
        const { accountId } = await createStaffAccount(tenant, {
          accountNum: input.accountNum,
          name: input.name,
          mobile: input.mobile,
          passwordHash,
          roleIds: input.roleIds,
        });
        const teacherId = randomUUID();
        await tenant.db.insert(teacher).values({
          id: teacherId,
          ...tenant.values,
          accountId,
          ...teacherFormColumns(input),
        });
        await writeClasses(tenant.db, teacherId, input.classIds);
        return { teacherId };
      }),
    );
  });

  router.json(teacherEdit, async ({ caller, input }) => {
    return withConflicts(teacherConflicts(input), () =>
      data.write(caller, async (tenant) => {
        const existing = await teacherOf(tenant, input.teacherId);
        await checkEmployeeNumber(tenant, input.employeeNumber, existing.teacherId);
        await checkClasses(tenant, input.classIds);
        await checkFacePhoto(tenant, input.facePhotoId);
        await updatePerson(tenant, existing.personId, { name: input.name, mobile: input.mobile });
        await setAccountRoles(tenant, existing.accountId, input.roleIds);
        await tenant.scoped(teacher).update(existing.teacherId, teacherFormColumns(input));
        await writeClasses(tenant.db, existing.teacherId, input.classIds);
        if (existing.facePhotoId !== (input.facePhotoId || null)) await dropFacePhotos(tenant, [existing.facePhotoId]);
        return null;
      }),
    );
  });

  router.json(teacherSetStatus, async ({ caller, input }) => {
    return data.write(caller, async (tenant) => {
      const existing = await teacherOf(tenant, input.teacherId);
      await setAccountStatus(tenant, { accountId: existing.accountId, status: existing.status }, input.status);
      return null;
    });
  });

  router.json(teacherResetPassword, async ({ caller, input, request }) => {
    const passwordHash = await hashNewPassword(input.password);
    return data.write(caller, async (tenant) => {
      const existing = await teacherOf(tenant, input.teacherId);
      await resetPassword(tenant, existing.personId, passwordHash, { request, caller });
      return null;
    });
  });

  router.json(teacherDelete, async ({ caller, input }) => {
    return data.write(caller, async (tenant) => {
      const existing = await teacherOf(tenant, input.teacherId);
      await deleteStaffAccount(tenant, { accountId: existing.accountId, personId: existing.personId });
      await dropFacePhotos(tenant, [existing.facePhotoId]);
      return null;
    });
  });
}
