// Academic years and semesters (issue 6). At most one semester of an organisation is current, and
// semesters of different years never overlap. The data layer keeps every read and write to the
// caller's organisation and runs each write under its lock, so checks and writes of one
// organisation never interleave.
import {
  academicYearLabel,
  firstOverlap,
  parseAcademicYearLabel,
  semesterLabel,
  translateDomainMessage,
} from '@school-sports/domain';
import {
  academicYearAdd,
  academicYearDelete,
  academicYearEdit,
  academicYearList,
  academicYearSetCurrent,
} from '@school-sports/gateway-client/contract';
import { asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { academicYear, schoolClass, semester } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer, type TenantWrite } from '../../tenancy/scoped.ts';

/** Today as an ISO date, for choosing the first current semester. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * Refuses a year label taken by another year of the organisation, and semesters that overlap a
 * semester of another year.
 */
async function checkYear(
  tenant: TenantWrite,
  input: { academicYear: string; semesters: Array<{ startDate: string; endDate: string }> },
  ownId: string | null,
): Promise<number> {
  const startYear = parseAcademicYearLabel(input.academicYear);
  const others = ownId ? ne(academicYear.id, ownId) : undefined;
  if (await tenant.scoped(academicYear).exists(eq(academicYear.startYear, startYear), others)) {
    throw new ApiError(409, 'academicYear.duplicate', { label: input.academicYear });
  }
  const existing = await tenant.db
    .select({ startDate: semester.startDate, endDate: semester.endDate, startYear: academicYear.startYear })
    .from(semester)
    .innerJoin(academicYear, eq(academicYear.id, semester.academicYearId))
    .where(tenant.scoped(semester).where(others));
  for (const candidate of input.semesters) {
    for (const other of existing) {
      if (firstOverlap([candidate, other])) {
        throw new ApiError(409, 'academicYear.overlapsOther', { label: academicYearLabel(other.startYear) });
      }
    }
  }
  return startYear;
}

export function registerAcademicYearRoutes(router: Router, deps: { db: Database }): void {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(academicYearList, async ({ caller, request }) => {
    const tenant = data.tenant(caller);
    const locale = requestLocale(request);
    const years = await tenant.scoped(academicYear).list({ orderBy: [desc(academicYear.startYear)] });
    const semesters = await tenant.scoped(semester).list({ orderBy: [asc(semester.startDate)] });
    const classCounts = await tenant.scoped(schoolClass).countBy(schoolClass.academicYearId);
    return years.map((year) => ({
      uid: year.id,
      academicYear: academicYearLabel(year.startYear),
      startYear: year.startYear,
      semesters: semesters
        .filter((entry) => entry.academicYearId === year.id)
        .map((entry) => ({
          semesterId: entry.id,
          code: entry.code as 11 | 13,
          name: translateDomainMessage(locale, semesterLabel(entry.code)),
          startDate: entry.startDate,
          endDate: entry.endDate,
          current: entry.isCurrent,
        })),
      classCount: classCounts.get(year.id) ?? 0,
    }));
  });

  router.json(academicYearAdd, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const startYear = await checkYear(tenant, input, null);
      const uid = crypto.randomUUID();
      await tenant.db.insert(academicYear).values({ id: uid, ...tenant.values, startYear });
      const current = await tenant.scoped(semester).exists(eq(semester.isCurrent, true));
      // The organisation's first semester becomes current (the one of today if any), so there always is one.
      const sorted = [...input.semesters].sort((a, b) => a.startDate.localeCompare(b.startDate));
      const firstCurrent = current
        ? null
        : (sorted.find((entry) => entry.startDate <= today() && today() <= entry.endDate) ?? sorted[0]);
      await tenant.db.insert(semester).values(
        input.semesters.map((entry) => ({
          id: crypto.randomUUID(),
          academicYearId: uid,
          ...tenant.values,
          code: entry.code,
          startDate: entry.startDate,
          endDate: entry.endDate,
          isCurrent: entry === firstCurrent,
        })),
      );
      return { uid };
    }),
  );

  router.json(academicYearEdit, async ({ caller, input }) =>
    data.write(caller, async (tenant) => {
      const semesters = tenant.scoped(semester);
      const year = await tenant.scoped(academicYear).one(input.uid, 'academicYear.notFound');
      const startYear = await checkYear(tenant, input, year.id);
      const existing = await semesters.list({ where: eq(semester.academicYearId, year.id) });
      const removed = existing.filter((entry) => !input.semesters.some((wanted) => wanted.code === entry.code));
      if (removed.some((entry) => entry.isCurrent)) throw new ApiError(409, 'academicYear.hasCurrent');
      await tenant.scoped(academicYear).update(year.id, { startYear });
      if (removed.length > 0) {
        await semesters.deleteWhere(
          inArray(
            semester.id,
            removed.map((entry) => entry.id),
          ),
        );
      }
      for (const wanted of input.semesters) {
        const kept = existing.find((entry) => entry.code === wanted.code);
        if (kept) {
          await semesters.update(kept.id, { startDate: wanted.startDate, endDate: wanted.endDate });
        } else {
          await tenant.db.insert(semester).values({
            id: crypto.randomUUID(),
            academicYearId: year.id,
            ...tenant.values,
            code: wanted.code,
            startDate: wanted.startDate,
            endDate: wanted.endDate,
          });
        }
      }
      return null;
    }),
  );

  router.json(academicYearDelete, async ({ caller, input }) =>
    data.writeRow(caller, academicYear, input.uid, 'academicYear.notFound', async (year, years, tenant) => {
      if (await tenant.scoped(schoolClass).exists(eq(schoolClass.academicYearId, year.id))) {
        throw new ApiError(409, 'academicYear.hasClasses');
      }
      const semesters = tenant.scoped(semester);
      if (await semesters.exists(eq(semester.academicYearId, year.id), eq(semester.isCurrent, true))) {
        throw new ApiError(409, 'academicYear.hasCurrent');
      }
      await years.delete(year.id);
      return null;
    }),
  );

  router.json(academicYearSetCurrent, async ({ caller, input }) =>
    data.writeRow(caller, semester, input.semesterId, 'semester.notFound', async (chosen, semesters) => {
      await semesters.updateWhere({ isCurrent: false }, eq(semester.isCurrent, true));
      await semesters.update(chosen.id, { isCurrent: true });
      return null;
    }),
  );
}
