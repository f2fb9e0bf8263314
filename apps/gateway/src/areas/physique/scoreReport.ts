// The public score lookup (issue 48): a student's or parent's way to the student's physique report
// without a session. Guarded three ways: a captcha on every lookup; budgets per address and per
// student, so neither one machine nor many machines can try names for one student number; and one
// answer for every combination that names no student (unknown school, unknown number, wrong name),
// so nothing tells which schools or numbers exist.
import { publicScoreReport } from '@school-sports/gateway-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import { consumeCaptcha } from '../../auth/captcha.ts';
import { withinBudget } from '../../auth/throttle.ts';
import type { Database } from '../../db/index.ts';
import { organisation, student, testPlan } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Router } from '../../http/router.ts';
import { dataLayer } from '../../tenancy/scoped.ts';
import { studentYears } from './studentYears.ts';

/** Lookups one address may make per ten minutes: a family's few children, a few typing slips. */
export const LOOKUPS_PER_ADDRESS = 20;
/** Lookups of one school code and student number per hour, from anywhere: names cannot be tried. */
export const LOOKUPS_PER_STUDENT = 10;

const TEN_MINUTES = 10 * 60_000;
const HOUR = 60 * 60_000;

function notFound(): ApiError {
  return new ApiError(404, 'scoreReport.notFound');
}

export function registerScoreReportRoutes(router: Router, deps: { db: Database; captchaTestCode: string | undefined }) {
  const { db } = deps;
  const data = dataLayer(db);

  router.json(publicScoreReport, async ({ input, request }) => {
    if (!(await withinBudget(db, `scoreReport:ip:${request.ip}`, LOOKUPS_PER_ADDRESS, TEN_MINUTES))) {
      throw new ApiError(429, 'request.tooMany', {}, { 'retry-after': '600' });
    }
    if (!(await consumeCaptcha(db, input.randomStr, input.code, { testCode: deps.captchaTestCode }))) {
      throw new ApiError(400, 'auth.captchaWrong');
    }
    const subject = `${input.schoolCode.toLowerCase()}:${input.studentNumber.toLowerCase()}`;
    if (!(await withinBudget(db, `scoreReport:student:${subject}`, LOOKUPS_PER_STUDENT, HOUR))) {
      throw new ApiError(429, 'request.tooMany', {}, { 'retry-after': '3600' });
    }

    // The school by its code, and the student by number within it: the one query answers the same
    // way (no row) whichever part is wrong. A code is unique among its parent's schools only, so a
    // few schools may share it: the name then tells their students apart.
    const candidates = await db
      .select({
        studentId: student.id,
        studentName: student.name,
        sex: student.sex,
        orgId: student.orgId,
        schoolName: organisation.name,
      })
      .from(student)
      .innerJoin(organisation, eq(organisation.id, student.orgId))
      .where(and(eq(organisation.code, input.schoolCode), eq(student.studentNumber, input.studentNumber)))
      .orderBy(asc(student.orgId))
      .limit(20);
    // The name must be the student's exactly, spaces inside a Chinese name aside.
    const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
    const found = candidates.find((row) => sameName(row.studentName, input.name));
    // Failures are not counted against the address's sign-ins: a parent's typing slip must not lock
    // a school's shared connection out of the back-office. The budgets above bound the tries.
    if (!found) {
      throw notFound();
    }
    if (found.sex !== 'male' && found.sex !== 'female') {
      return { schoolName: found.schoolName, studentName: found.studentName, years: [] };
    }

    return {
      schoolName: found.schoolName,
      studentName: found.studentName,
      years: await studentYears(db, data.scopedForJob(testPlan, found.orgId), found.studentId, found.sex),
    };
  });
}
