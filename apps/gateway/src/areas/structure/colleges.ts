// Colleges and majors (issue 6): the college tree of a university (gx frame) and the majors in it.
// A major's code is unique in the organisation; a major with classes cannot be deleted. The data
// layer keeps every read and write to the caller's organisation, under its lock for writes.
import {
  collegeAdd,
  collegeDelete,
  collegeEdit,
  collegeList,
  majorAdd,
  majorDelete,
  majorEdit,
  majorExport,
  majorPage,
} from '@school-sports/gateway-client/contract';
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { college, major, schoolClass } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { pageAnswer, sortedBy } from '../../tenancy/paging.ts';
import { containing } from '../../tenancy/scope.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';
import { addUnit, codeTaken, collegeTree, deleteUnit, editUnit, listedUnits, unitOf, unitsOf } from './units.ts';

/** Checks the college and the code's uniqueness in the organisation. */
async function checkMajor(tenant: TenantWrite, input: { collegeId: string; code: string }, ownId: string | null) {
  await unitOf(tenant, collegeTree, input.collegeId);
  const taken = await tenant.scoped(major).exists(eq(major.code, input.code), ownId ? ne(major.id, ownId) : undefined);
  if (taken) throw new ApiError(409, 'major.duplicateCode', { code: input.code });
}

export function registerCollegeRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  // Colleges

  router.json(collegeList, async ({ caller }) => {
    const tenant = data.tenant(caller);
    const units = await listedUnits(tenant, collegeTree);
    const majors = await tenant.scoped(major).countBy(major.collegeId);
    return units.map(({ id, fields, childCount }) => ({
      collegeId: id,
      ...fields,
      majorCount: majors.get(id) ?? 0,
      childCount,
    }));
  });

  router.json(collegeAdd, async ({ caller, input }) => ({
    collegeId: await data.write(
      caller,
      (tenant) => addUnit(tenant, collegeTree, input),
      codeTaken(collegeTree, input.code),
    ),
  }));

  router.json(collegeEdit, async ({ caller, input }) =>
    data.write(
      caller,
      (tenant) => editUnit(tenant, collegeTree, input.collegeId, input),
      codeTaken(collegeTree, input.code),
    ),
  );

  router.json(collegeDelete, async ({ caller, input }) =>
    data.write(caller, (tenant) =>
      deleteUnit(tenant, collegeTree, input.collegeId, async (collegeId) => {
        if (await tenant.scoped(major).exists(eq(major.collegeId, collegeId))) {
          throw new ApiError(409, 'college.hasMajors');
        }
      }),
    ),
  );

  // Majors

  router.json(majorPage, async ({ caller, input }) => {
    const tenant = data.tenant(caller);
    let colleges: string[] | null = null;
    if (input.collegeId) {
      // The college's own majors and those of its sub-colleges; another organisation's id matches nothing.
      const units = await unitsOf(tenant, collegeTree);
      colleges = units
        .filter((unit) => unit.id === input.collegeId || unit.parentId === input.collegeId)
        .map((unit) => unit.id);
    }
    if (colleges?.length === 0) return pageAnswer(input, 0, []);
    const where = and(
      colleges ? inArray(major.collegeId, colleges) : undefined,
      input.name ? or(ilike(major.name, containing(input.name)), ilike(major.code, containing(input.name))) : undefined,
    );
    return tenant.scoped(major).pageOf(input, where, (condition, window) =>
      db
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
        .where(condition)
        .orderBy(
          ...sortedBy(input, { name: major.name, code: major.code, studyYears: major.studyYears }, [
            asc(major.code),
            asc(major.id),
          ]),
        )
        .limit(window.limit)
        .offset(window.offset),
    );
  });
  router.rows(majorExport, majorPage);

  router.json(majorAdd, async ({ caller, input }) =>
    data.write(
      caller,
      async (tenant) => {
        await checkMajor(tenant, input, null);
        const majorId = crypto.randomUUID();
        await tenant.db.insert(major).values({
          id: majorId,
          ...tenant.values,
          collegeId: input.collegeId,
          name: input.name,
          code: input.code,
          studyYears: input.studyYears,
        });
        return { majorId };
      },
      { id: 'major.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(majorEdit, async ({ caller, input }) =>
    data.writeRow(
      caller,
      major,
      input.majorId,
      'major.notFound',
      async (existing, majors, tenant) => {
        await checkMajor(tenant, input, existing.id);
        await majors.update(existing.id, {
          collegeId: input.collegeId,
          name: input.name,
          code: input.code,
          studyYears: input.studyYears,
        });
        // A class's major stays a major of the class's college: the classes follow their major.
        if (input.collegeId !== existing.collegeId) {
          await tenant
            .scoped(schoolClass)
            .updateWhere({ collegeId: input.collegeId }, eq(schoolClass.majorId, existing.id));
        }
        return null;
      },
      { id: 'major.duplicateCode', values: { code: input.code } },
    ),
  );

  router.json(majorDelete, async ({ caller, input }) =>
    data.writeRow(caller, major, input.majorId, 'major.notFound', async (existing, majors, tenant) => {
      if (await tenant.scoped(schoolClass).exists(eq(schoolClass.majorId, existing.id))) {
        throw new ApiError(409, 'major.hasClasses');
      }
      await majors.delete(existing.id);
      return null;
    }),
  );
}
