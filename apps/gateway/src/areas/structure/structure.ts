// Organisation structure (issue 6): the department tree and its members (management organisations,
// admin frame), and the colleges and majors of a university (gx frame). Every query is scoped by the
// caller's organisation (from the session, never from the request); every write runs in one
// transaction that first locks the organisation's row, so checks and writes of one organisation
// never interleave (two clicks on "add" make one department, not two). Unique indexes back the
// duplicate checks for anything that slips past them.
import { type DomainMessageId, STRUCTURE_LIMITS, type TreeNode, treePlacementProblem } from '@school-sports/domain';
import {
  collegeAdd,
  collegeDelete,
  collegeEdit,
  collegeList,
  departmentAdd,
  departmentDelete,
  departmentEdit,
  departmentList,
  departmentMemberAdd,
  departmentMemberCandidates,
  departmentMemberMove,
  departmentMemberPage,
  departmentMemberRemove,
  majorAdd,
  majorDelete,
  majorEdit,
  majorPage,
} from '@school-sports/gateway-client/contract';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { account, college, department, departmentMember, major, person, schoolClass } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import {
  containing,
  lockOrganisation,
  type Scope,
  scopeOf,
  type Transaction,
  uniqueWrite,
} from '../../tenancy/scope.ts';

/** The messages and depth of one kind of tree: departments or colleges. */
interface TreeKind {
  table: typeof department | typeof college;
  maxDepth: number;
  notFound: DomainMessageId;
  parentNotFound: DomainMessageId;
  duplicateCode: DomainMessageId;
  hasChildren: DomainMessageId;
}

const departmentTree: TreeKind = {
  table: department,
  maxDepth: STRUCTURE_LIMITS.departmentDepth,
  notFound: 'department.notFound',
  parentNotFound: 'department.parentNotFound',
  duplicateCode: 'department.duplicateCode',
  hasChildren: 'department.hasChildren',
};

const collegeTree: TreeKind = {
  table: college,
  maxDepth: STRUCTURE_LIMITS.collegeDepth,
  notFound: 'college.notFound',
  parentNotFound: 'college.parentNotFound',
  duplicateCode: 'college.duplicateCode',
  hasChildren: 'college.hasChildren',
};

type UnitRow = typeof department.$inferSelect;

/** Every unit of the organisation's tree, ordered for display. */
async function unitsOf(tx: Transaction | Database, kind: TreeKind, scope: Scope): Promise<UnitRow[]> {
  const table = kind.table as typeof department;
  return tx
    .select()
    .from(table)
    .where(eq(table.orgId, scope.orgId))
    .orderBy(asc(table.sortNum), asc(table.code), asc(table.id));
}

/** One unit of the organisation, or "not found". */
async function unitOf(tx: Transaction | Database, kind: TreeKind, scope: Scope, id: string): Promise<UnitRow> {
  const table = kind.table as typeof department;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, scope.orgId)));
  if (!row) throw new ApiError(404, kind.notFound);
  return row;
}

/**
 * Checks where a unit (`ownId`, or null for a new one) goes: the parent is the organisation's, not
 * the unit or below it, the tree keeps its depth, and no sibling has the code.
 */
async function checkPlacement(
  tx: Transaction,
  kind: TreeKind,
  scope: Scope,
  ownId: string | null,
  input: { parentId: string; code: string },
): Promise<void> {
  const units = await unitsOf(tx, kind, scope);
  const nodes: TreeNode[] = units.map((unit) => ({ id: unit.id, parentId: unit.parentId }));
  const parentId = input.parentId === '' ? null : input.parentId;
  const problem = treePlacementProblem(nodes, ownId, parentId, kind.maxDepth);
  if (problem === 'parentMissing') throw new ApiError(404, kind.parentNotFound);
  if (problem === 'ownBranch') throw new ApiError(409, 'structure.ownBranch');
  if (problem === 'tooDeep') throw new ApiError(409, 'structure.tooDeep', { max: kind.maxDepth });
  const taken = units.find((unit) => unit.id !== ownId && unit.parentId === parentId && unit.code === input.code);
  if (taken) throw new ApiError(409, kind.duplicateCode, { code: input.code });
}

function countsBy<K extends string>(rows: Array<Record<K, string | null> & { n: number }>, key: K) {
  return new Map(rows.map((row) => [row[key] ?? '', row.n]));
}

export function registerStructureRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;

  /** Adds a unit to a tree after its checks; answers its id. */
  async function addUnit(
    kind: TreeKind,
    scope: Scope,
    input: { parentId: string; name: string; code: string; sortNum: number },
  ): Promise<string> {
    return uniqueWrite(kind.duplicateCode, { code: input.code }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        await checkPlacement(tx, kind, scope, null, input);
        const id = crypto.randomUUID();
        await tx.insert(kind.table as typeof department).values({
          id,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          parentId: input.parentId === '' ? null : input.parentId,
          name: input.name,
          code: input.code,
          sortNum: input.sortNum,
        });
        return id;
      }),
    );
  }

  /** Renames, recodes or moves a unit after its checks. */
  async function editUnit(
    kind: TreeKind,
    scope: Scope,
    id: string,
    input: { parentId: string; name: string; code: string; sortNum: number },
  ): Promise<null> {
    const table = kind.table as typeof department;
    return uniqueWrite(kind.duplicateCode, { code: input.code }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await unitOf(tx, kind, scope, id);
        await checkPlacement(tx, kind, scope, existing.id, input);
        await tx
          .update(table)
          .set({
            parentId: input.parentId === '' ? null : input.parentId,
            name: input.name,
            code: input.code,
            sortNum: input.sortNum,
          })
          .where(and(eq(table.id, existing.id), eq(table.orgId, scope.orgId)));
        return null;
      }),
    );
  }

  /** Deletes a unit without children, after `check` (members, majors). */
  async function deleteUnit(
    kind: TreeKind,
    scope: Scope,
    id: string,
    check: (tx: Transaction, unitId: string) => Promise<void>,
  ): Promise<null> {
    const table = kind.table as typeof department;
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await unitOf(tx, kind, scope, id);
      const [children] = await tx
        .select({ n: count() })
        .from(table)
        .where(and(eq(table.orgId, scope.orgId), eq(table.parentId, existing.id)));
      if ((children?.n ?? 0) > 0) throw new ApiError(409, kind.hasChildren);
      await check(tx, existing.id);
      await tx.delete(table).where(and(eq(table.id, existing.id), eq(table.orgId, scope.orgId)));
      return null;
    });
  }

  /** The number of children of each unit of the organisation's tree. */
  async function childCounts(kind: TreeKind, scope: Scope) {
    const table = kind.table as typeof department;
    const rows = await db
      .select({ parentId: table.parentId, n: count() })
      .from(table)
      .where(eq(table.orgId, scope.orgId))
      .groupBy(table.parentId);
    return countsBy(rows, 'parentId');
  }

  // Departments

  router.json(departmentList, async ({ caller }) => {
    const scope = scopeOf(caller);
    const units = await unitsOf(db, departmentTree, scope);
    const children = await childCounts(departmentTree, scope);
    const members = countsBy(
      await db
        .select({ departmentId: departmentMember.departmentId, n: count() })
        .from(departmentMember)
        .where(eq(departmentMember.orgId, scope.orgId))
        .groupBy(departmentMember.departmentId),
      'departmentId',
    );
    return units.map((unit) => ({
      departmentId: unit.id,
      parentId: unit.parentId ?? '',
      name: unit.name,
      code: unit.code,
      sortNum: unit.sortNum,
      memberCount: members.get(unit.id) ?? 0,
      childCount: children.get(unit.id) ?? 0,
    }));
  });

  router.json(departmentAdd, async ({ caller, input }) => ({
    departmentId: await addUnit(departmentTree, scopeOf(caller), input),
  }));

  router.json(departmentEdit, async ({ caller, input }) =>
    editUnit(departmentTree, scopeOf(caller), input.departmentId, input),
  );

  router.json(departmentDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return deleteUnit(departmentTree, scope, input.departmentId, async (tx, departmentId) => {
      const [members] = await tx
        .select({ n: count() })
        .from(departmentMember)
        .where(and(eq(departmentMember.orgId, scope.orgId), eq(departmentMember.departmentId, departmentId)));
      if ((members?.n ?? 0) > 0) throw new ApiError(409, 'department.hasMembers');
    });
  });

  // Department members

  /** A search over the person's name, account and mobile number. */
  function personMatches(keyword: string | undefined): SQL | undefined {
    if (!keyword) return undefined;
    const pattern = containing(keyword);
    return or(ilike(person.name, pattern), ilike(person.accountNum, pattern), ilike(person.mobile, pattern));
  }

  router.json(departmentMemberPage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const unit = await unitOf(db, departmentTree, scope, input.departmentId);
    const where = and(
      eq(departmentMember.orgId, scope.orgId),
      eq(departmentMember.departmentId, unit.id),
      personMatches(input.keyword),
    );
    const [total] = await db
      .select({ n: count() })
      .from(departmentMember)
      .innerJoin(account, eq(account.id, departmentMember.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(where);
    const rows = await db
      .select({
        accountId: account.id,
        name: person.name,
        accountNum: person.accountNum,
        mobile: person.mobile,
        joinedAt: departmentMember.createdAt,
      })
      .from(departmentMember)
      .innerJoin(account, eq(account.id, departmentMember.accountId))
      .innerJoin(person, eq(person.id, account.personId))
      .where(where)
      .orderBy(asc(person.name), asc(person.accountNum), asc(account.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return {
      records: rows.map((row) => ({
        accountId: row.accountId,
        name: row.name,
        accountNum: row.accountNum,
        mobile: row.mobile ?? '',
        departmentId: unit.id,
        departmentName: unit.name,
        joinedAt: row.joinedAt.toISOString(),
      })),
      total: total?.n ?? 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  router.json(departmentMemberCandidates, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    const where = and(eq(account.orgId, scope.orgId), isNull(departmentMember.accountId), personMatches(input.keyword));
    const [total] = await db
      .select({ n: count() })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
      .where(where);
    const rows = await db
      .select({ accountId: account.id, name: person.name, accountNum: person.accountNum, mobile: person.mobile })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
      .where(where)
      .orderBy(asc(person.name), asc(person.accountNum), asc(account.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return {
      records: rows.map((row) => ({ ...row, mobile: row.mobile ?? '' })),
      total: total?.n ?? 0,
      pageNum: input.pageNum,
      pageSize: input.pageSize,
    };
  });

  /**
   * The named accounts of the organisation with their person's name and current department;
   * "not found" when any of them is not an account of the organisation.
   */
  async function accountsOf(tx: Transaction, scope: Scope, accountIds: string[]) {
    const rows = await tx
      .select({ accountId: account.id, name: person.name, departmentId: departmentMember.departmentId })
      .from(account)
      .innerJoin(person, eq(person.id, account.personId))
      .leftJoin(departmentMember, eq(departmentMember.accountId, account.id))
      .where(and(eq(account.orgId, scope.orgId), inArray(account.id, accountIds)));
    if (rows.length !== accountIds.length) throw new ApiError(404, 'account.notFound');
    return rows;
  }

  /** The named accounts, each a member of `departmentId`. */
  async function membersOf(tx: Transaction, scope: Scope, departmentId: string, accountIds: string[]) {
    const rows = await accountsOf(tx, scope, accountIds);
    const outsider = rows.find((row) => row.departmentId !== departmentId);
    if (outsider) throw new ApiError(409, 'department.notMember', { name: outsider.name });
    return rows;
  }

  router.json(departmentMemberAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const unit = await unitOf(tx, departmentTree, scope, input.departmentId);
      const rows = await accountsOf(tx, scope, input.accountIds);
      const member = rows.find((row) => row.departmentId !== null);
      if (member) throw new ApiError(409, 'department.alreadyMember', { name: member.name });
      await tx.insert(departmentMember).values(
        input.accountIds.map((accountId) => ({
          accountId,
          departmentId: unit.id,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
        })),
      );
      return null;
    });
  });

  router.json(departmentMemberRemove, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const unit = await unitOf(tx, departmentTree, scope, input.departmentId);
      await membersOf(tx, scope, unit.id, input.accountIds);
      await tx
        .delete(departmentMember)
        .where(
          and(
            eq(departmentMember.orgId, scope.orgId),
            eq(departmentMember.departmentId, unit.id),
            inArray(departmentMember.accountId, input.accountIds),
          ),
        );
      return null;
    });
  });

  router.json(departmentMemberMove, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const from = await unitOf(tx, departmentTree, scope, input.departmentId);
      const to = await unitOf(tx, departmentTree, scope, input.targetDepartmentId);
      await membersOf(tx, scope, from.id, input.accountIds);
      await tx
        .update(departmentMember)
        .set({ departmentId: to.id })
        .where(
          and(
            eq(departmentMember.orgId, scope.orgId),
            eq(departmentMember.departmentId, from.id),
            inArray(departmentMember.accountId, input.accountIds),
          ),
        );
      return null;
    });
  });

  // Colleges

  router.json(collegeList, async ({ caller }) => {
    const scope = scopeOf(caller);
    const units = await unitsOf(db, collegeTree, scope);
    const children = await childCounts(collegeTree, scope);
    const majors = countsBy(
      await db
        .select({ collegeId: major.collegeId, n: count() })
        .from(major)
        .where(eq(major.orgId, scope.orgId))
        .groupBy(major.collegeId),
      'collegeId',
    );
    return units.map((unit) => ({
      collegeId: unit.id,
      parentId: unit.parentId ?? '',
      name: unit.name,
      code: unit.code,
      sortNum: unit.sortNum,
      majorCount: majors.get(unit.id) ?? 0,
      childCount: children.get(unit.id) ?? 0,
    }));
  });

  router.json(collegeAdd, async ({ caller, input }) => ({
    collegeId: await addUnit(collegeTree, scopeOf(caller), input),
  }));

  router.json(collegeEdit, async ({ caller, input }) => editUnit(collegeTree, scopeOf(caller), input.collegeId, input));

  router.json(collegeDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return deleteUnit(collegeTree, scope, input.collegeId, async (tx, collegeId) => {
      const [majors] = await tx
        .select({ n: count() })
        .from(major)
        .where(and(eq(major.orgId, scope.orgId), eq(major.collegeId, collegeId)));
      if ((majors?.n ?? 0) > 0) throw new ApiError(409, 'college.hasMajors');
    });
  });

  // Majors

  router.json(majorPage, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    let colleges: string[] | null = null;
    if (input.collegeId) {
      // The college's own majors and those of its sub-colleges; another organisation's id matches nothing.
      const units = await unitsOf(db, collegeTree, scope);
      colleges = units
        .filter((unit) => unit.id === input.collegeId || unit.parentId === input.collegeId)
        .map((unit) => unit.id);
    }
    if (colleges?.length === 0) return { records: [], total: 0, pageNum: input.pageNum, pageSize: input.pageSize };
    const where = and(
      eq(major.orgId, scope.orgId),
      colleges ? inArray(major.collegeId, colleges) : undefined,
      input.name ? or(ilike(major.name, containing(input.name)), ilike(major.code, containing(input.name))) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(major).where(where);
    const rows = await db
      .select({
        majorId: major.id,
        collegeId: major.collegeId,
        collegeName: college.name,
        name: major.name,
        code: major.code,
        studyYears: major.studyYears,
      })
      .from(major)
      .innerJoin(college, eq(college.id, major.collegeId))
      .where(where)
      .orderBy(asc(major.code), asc(major.id))
      .limit(input.pageSize)
      .offset((input.pageNum - 1) * input.pageSize);
    return { records: rows, total: total?.n ?? 0, pageNum: input.pageNum, pageSize: input.pageSize };
  });

  /** Checks the college and the code's uniqueness in the organisation. */
  async function checkMajor(
    tx: Transaction,
    scope: Scope,
    input: { collegeId: string; code: string },
    ownId: string | null,
  ) {
    await unitOf(tx, collegeTree, scope, input.collegeId);
    const [taken] = await tx
      .select({ id: major.id })
      .from(major)
      .where(and(eq(major.orgId, scope.orgId), eq(major.code, input.code), ownId ? ne(major.id, ownId) : undefined));
    if (taken) throw new ApiError(409, 'major.duplicateCode', { code: input.code });
  }

  async function majorOf(tx: Transaction, scope: Scope, majorId: string) {
    const [row] = await tx
      .select()
      .from(major)
      .where(and(eq(major.id, majorId), eq(major.orgId, scope.orgId)));
    if (!row) throw new ApiError(404, 'major.notFound');
    return row;
  }

  router.json(majorAdd, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return uniqueWrite('major.duplicateCode', { code: input.code }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        await checkMajor(tx, scope, input, null);
        const majorId = crypto.randomUUID();
        await tx.insert(major).values({
          id: majorId,
          orgId: scope.orgId,
          tenantOrgId: scope.tenantOrgId,
          collegeId: input.collegeId,
          name: input.name,
          code: input.code,
          studyYears: input.studyYears,
        });
        return { majorId };
      }),
    );
  });

  router.json(majorEdit, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return uniqueWrite('major.duplicateCode', { code: input.code }, () =>
      db.transaction(async (tx) => {
        await lockOrganisation(tx, scope);
        const existing = await majorOf(tx, scope, input.majorId);
        await checkMajor(tx, scope, input, existing.id);
        await tx
          .update(major)
          .set({ collegeId: input.collegeId, name: input.name, code: input.code, studyYears: input.studyYears })
          .where(and(eq(major.id, existing.id), eq(major.orgId, scope.orgId)));
        // A class's major stays a major of the class's college: the classes follow their major.
        if (input.collegeId !== existing.collegeId) {
          await tx
            .update(schoolClass)
            .set({ collegeId: input.collegeId })
            .where(and(eq(schoolClass.majorId, existing.id), eq(schoolClass.orgId, scope.orgId)));
        }
        return null;
      }),
    );
  });

  router.json(majorDelete, async ({ caller, input }) => {
    const scope = scopeOf(caller);
    return db.transaction(async (tx) => {
      await lockOrganisation(tx, scope);
      const existing = await majorOf(tx, scope, input.majorId);
      const [classes] = await tx
        .select({ n: count() })
        .from(schoolClass)
        .where(and(eq(schoolClass.majorId, existing.id), eq(schoolClass.orgId, scope.orgId)));
      if ((classes?.n ?? 0) > 0) throw new ApiError(409, 'major.hasClasses');
      await tx.delete(major).where(and(eq(major.id, existing.id), eq(major.orgId, scope.orgId)));
      return null;
    });
  });
}
