// The teacher import (issue 7): the template with the organisation's roles and classes, and the
// upload answered with the failure file. A teacher is keyed by login account, so a repeated upload
// updates the teachers it made; each row runs in a savepoint of its batch, so a refused row leaves
// the others as they are.
import { randomUUID } from 'node:crypto';
import {
  CERTIFICATE_TYPES,
  certificateTypeLabel,
  labelLookup,
  loginAccountSchema,
  PEOPLE_LIMITS,
  SEXES,
  sexLabel,
  teacherFields,
} from '@school-sports/domain';
import { teacherImport, teacherImportProgress, teacherImportTemplate } from '@school-sports/gateway-client/contract';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '../../db/index.ts';
import { account, person, teacher } from '../../db/schema.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Caller, Router } from '../../http/router.ts';
import { labelledValues, templateAnswer } from '../../imports/answers.ts';
import { importColumns } from '../../imports/columns.ts';
import { writeEachRow } from '../../imports/eachRow.ts';
import { type FinishedImport, importUpload } from '../../imports/finished.ts';
import { registerImportProgress } from '../../imports/progress.ts';
import { rowChecks } from '../../imports/rowChecks.ts';
import type { ImportKind } from '../../imports/run.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { classEntries, classResolver } from '../school/classLabels.ts';
import {
  createStaffAccount,
  hashNewPassword,
  roleChoicesOf,
  setAccountRoles,
  updatePerson,
  withConflicts,
} from './staffAccounts.ts';
import { ACCOUNT_COLUMN, listCell, ROLE_COLUMN, roleReader } from './staffImport.ts';
import { checkEmployeeNumber, teacherConflicts, writeClasses } from './teachers.ts';

/** The teacher import's columns, in template order. */
const TEACHER_COLUMNS = importColumns(
  ['name', ACCOUNT_COLUMN, 'mobile', { key: 'sex', choices: SEXES.map(sexLabel) }, ROLE_COLUMN],
  [
    // A list: up to the most classes a teacher teaches, each named as the template lists it.
    { key: 'classes', maxLength: 5_000, valuesSheet: true },
    'employeeNumber',
    'idCard',
    { key: 'certificateType', choices: CERTIFICATE_TYPES.map(certificateTypeLabel) },
    'certificateNumber',
  ],
);

/** How a teacher import is recorded. */
const TEACHER_IMPORT: FinishedImport = {
  action: 'import.teachers',
  tables: ['person', 'account', 'account_role', 'teacher', 'teacher_class'],
  name: 'import.kind.teacher',
};

type TeacherColumn = (typeof TEACHER_COLUMNS)[number]['key'];

const teacherRowSchema = z.object({ accountNum: loginAccountSchema, ...teacherFields });

/** A valid row of the teacher import. */
type TeacherRow = z.output<typeof teacherRowSchema> & { roleIds: string[]; classIds: string[] };

const sexOf = labelLookup(SEXES, sexLabel);
const certificateTypeOf = labelLookup(CERTIFICATE_TYPES, certificateTypeLabel);

export function registerTeacherImportRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  // Import

  /** Writes one teacher of an import: a new one (with the import's password), or the one of that login account. */
  async function writeImportedTeacher(tenant: TenantWrite, row: TeacherRow, passwordHash: string) {
    const tx = tenant.db;
    const [existing] = await tx
      .select({ teacherId: teacher.id, accountId: teacher.accountId, personId: account.personId })
      .from(teacher)
      .innerJoin(account, eq(account.id, teacher.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(tenant.scoped(teacher).where(sql`lower(${person.accountNum}) = lower(${row.accountNum})`));
    await checkEmployeeNumber(tenant, row.employeeNumber, existing?.teacherId ?? null);
    const details = {
      sex: row.sex,
      employeeNumber: row.employeeNumber,
      idCard: row.idCard,
      certificateType: row.certificateType,
      certificateNumber: row.certificateNumber,
    };
    if (existing) {
      await updatePerson(tenant, existing.personId, { name: row.name, mobile: row.mobile });
      await setAccountRoles(tenant, existing.accountId, row.roleIds);
      await tenant.scoped(teacher).update(existing.teacherId, details);
      await writeClasses(tx, existing.teacherId, row.classIds);
      return;
    }
    const { accountId } = await createStaffAccount(tenant, {
      accountNum: row.accountNum,
      name: row.name,
      mobile: row.mobile,
      passwordHash,
      roleIds: row.roleIds,
    });
    const teacherId = randomUUID();
    await tx.insert(teacher).values({ id: teacherId, ...tenant.values, accountId, ...details });
    await writeClasses(tx, teacherId, row.classIds);
  }

  router.blob(teacherImportTemplate, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const roles = await roleChoicesOf(tenant);
    const classes = (await classEntries(tenant)).filter((entry) => entry.status === 'enabled');
    return templateAnswer({
      locale,
      kind: 'import.kind.teacher',
      columns: TEACHER_COLUMNS,
      instructions: ['import.instructions.values', 'import.instructions.teacher'],
      values: [
        { heading: 'import.column.role', items: roles.map((one) => one.name), multiple: true },
        { heading: 'import.column.classes', items: classes.map((entry) => entry.label(locale)), multiple: true },
        labelledValues(locale, 'import.column.sex', SEXES, sexLabel),
        labelledValues(locale, 'import.column.certificateType', CERTIFICATE_TYPES, certificateTypeLabel),
      ],
    });
  });

  registerImportProgress(router, teacherImportProgress, data);

  router.importing(teacherImport, async (upload) =>
    importUpload(db, upload, TEACHER_IMPORT, (fields) => teacherImportKind(upload.caller, fields.password)),
  );

  /** The teacher import of the caller's organisation, its new teachers given `password`. */
  async function teacherImportKind(
    caller: Caller | null,
    password: string,
  ): Promise<ImportKind<TeacherColumn, TeacherRow>> {
    // One hash for the import's new teachers: hashing is slow on purpose, once is enough.
    const passwordHash = await hashNewPassword(password);
    const tenant = data.tenant(caller);
    const rolesOf = roleReader(await roleChoicesOf(tenant));
    const classIdOf = classResolver(await classEntries(tenant));
    return {
      columns: TEACHER_COLUMNS,
      parse(cells) {
        const check = rowChecks<TeacherColumn>();
        const certificateType = cells.certificateType === '' ? '' : certificateTypeOf(cells.certificateType);
        if (certificateType === undefined) check.fail('certificateType', 'validation.certificateType.value');
        const fields = check.schema(teacherRowSchema, {
          accountNum: cells.accountNum,
          name: cells.name,
          sex: sexOf(cells.sex) ?? cells.sex,
          mobile: cells.mobile,
          employeeNumber: cells.employeeNumber,
          idCard: cells.idCard,
          certificateType: certificateType ?? '',
          certificateNumber: cells.certificateNumber,
        });
        const roleIds = rolesOf(cells.role);
        if (!Array.isArray(roleIds)) check.fail('role', roleIds.id, roleIds.values);
        const classIds: string[] = [];
        for (const name of listCell(cells.classes)) {
          const classId = classIdOf(name);
          if (!classId) check.fail('classes', 'student.classUnknown', { name });
          else if (!classIds.includes(classId)) classIds.push(classId);
        }
        if (classIds.length > PEOPLE_LIMITS.classesPerTeacher) check.fail('classes', 'validation.classes.count');
        if (!fields || !Array.isArray(roleIds) || check.failures.length > 0) return check.failures;
        return { ...fields, roleIds, classIds };
      },
      keys: (row) => [
        ['accountNum', row.accountNum],
        ['mobile', row.mobile],
        ...(row.employeeNumber === '' ? [] : [['employeeNumber', row.employeeNumber] as const]),
      ],
      write: async (tx, rows) =>
        writeEachRow(await data.lockedIn(tx, caller), rows, (savepoint, row) =>
          withConflicts(teacherConflicts(row), () => writeImportedTeacher(savepoint, row, passwordHash)),
        ),
    };
  }
}
