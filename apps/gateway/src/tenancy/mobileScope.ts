// Where a mobile call works (issue 45). A student's or parent's app has no staff account: it acts in
// the organisation of the child it names, which must be the student themself or a child of the
// parent (`student_parent`), enabled, in an enabled organisation. Anything else, another family's
// child or another organisation's id alike, answers 404 as an id that never existed. The answer is a
// caller the data layer takes (the child's organisation, no role), so the mobile routes read and
// write through it as every other route does.
import { frameOf, parseOrganisationType } from '@school-sports/domain';
import { and, eq } from 'drizzle-orm';
import type { MobileCaller } from '../auth/mobileSessions.ts';
import type { Database } from '../db/index.ts';
import { organisation, parent, schoolClass, student, studentParent } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { TenantCaller } from './scope.ts';

/** A child a mobile call acts for, with what the app shows of it. */
export interface MobileChild {
  studentId: string;
  name: string;
  studentNumber: string;
  classId: string;
  className: string;
  orgId: string;
  orgName: string;
}

/** A child and the caller that works in its organisation. */
export interface MobileScope {
  child: MobileChild;
  /**
   * The child's organisation with no role (so no data scope narrows it). Its account id is empty:
   * a mobile write records no staff account.
   */
  caller: TenantCaller;
}

const childColumns = {
  studentId: student.id,
  name: student.name,
  studentNumber: student.studentNumber,
  classId: student.classId,
  className: schoolClass.name,
  orgId: organisation.id,
  orgName: organisation.name,
  tenantOrgId: organisation.tenantOrgId,
  orgType: organisation.type,
};

/** The enabled children a mobile login may act for, `studentId` alone when it is given. */
async function childrenOf(
  db: Database,
  mobile: Pick<MobileCaller, 'studentId' | 'personId'>,
  studentId?: string,
): Promise<(MobileChild & { tenantOrgId: string; orgType: number })[]> {
  const usable = and(eq(student.status, 'enabled'), eq(organisation.status, 'enabled'));
  const named = studentId === undefined ? undefined : eq(student.id, studentId);
  if (mobile.studentId !== null) {
    if (studentId !== undefined && studentId !== mobile.studentId) return [];
    return db
      .select(childColumns)
      .from(student)
      .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
      .innerJoin(organisation, eq(organisation.id, student.orgId))
      .where(and(eq(student.id, mobile.studentId), usable));
  }
  if (mobile.personId === null) return [];
  // A parent row belongs to one organisation and its student_parent rows to its students: a child is
  // always in the parent row's own organisation.
  return db
    .select(childColumns)
    .from(parent)
    .innerJoin(studentParent, eq(studentParent.parentId, parent.id))
    .innerJoin(student, and(eq(student.id, studentParent.studentId), eq(student.orgId, parent.orgId)))
    .innerJoin(schoolClass, eq(schoolClass.id, student.classId))
    .innerJoin(organisation, eq(organisation.id, student.orgId))
    .where(and(eq(parent.personId, mobile.personId), eq(parent.status, 'enabled'), usable, named))
    .orderBy(organisation.name, student.studentNumber);
}

function withoutTenancy({
  tenantOrgId: _tenant,
  orgType: _type,
  ...child
}: MobileChild & { tenantOrgId: string; orgType: number }): MobileChild {
  return child;
}

/** Every enabled child of the signed-in app (the student themself, or the parent's children). */
export async function mobileChildren(db: Database, mobile: MobileCaller): Promise<MobileChild[]> {
  return (await childrenOf(db, mobile)).map(withoutTenancy);
}

/**
 * The child `studentId` of the signed-in app and the caller of its organisation.
 *
 * @throws ApiError 404 `student.notFound` for anyone else's child.
 */
export async function mobileScopeOf(db: Database, mobile: MobileCaller, studentId: string): Promise<MobileScope> {
  const [found] = await childrenOf(db, mobile, studentId);
  if (!found) throw new ApiError(404, 'student.notFound', { field: 'studentId' });
  const orgType = parseOrganisationType(found.orgType);
  return {
    child: withoutTenancy(found),
    caller: {
      account: { id: '', orgId: found.orgId, tenantOrgId: found.tenantOrgId, orgType, frame: frameOf(orgType) },
      roleId: null,
    },
  };
}

/** The student a student's sign-in names: the organisation's student with that number, if any. */
export async function studentBySignIn(
  db: Database,
  orgId: string,
  studentNumber: string,
): Promise<{ id: string; enabled: boolean } | undefined> {
  const [row] = await db
    .select({ id: student.id, status: student.status, orgStatus: organisation.status })
    .from(student)
    .innerJoin(organisation, eq(organisation.id, student.orgId))
    .where(and(eq(student.orgId, orgId), eq(student.studentNumber, studentNumber)));
  return row ? { id: row.id, enabled: row.status === 'enabled' && row.orgStatus === 'enabled' } : undefined;
}

/** Whether a parent's person is an enabled parent of at least one enabled child anywhere. */
export async function parentHasChildren(db: Database, personId: string): Promise<boolean> {
  return (await childrenOf(db, { studentId: null, personId })).length > 0;
}
