// The public score lookup (issue 48): `/scoreReport` (universities) and `/scoreReportK12`
// (schools). Without a session, a student or parent gives the school's code, the student number,
// the student's name and a captcha, and sees that student's physique report of each year, newest
// first, and nothing else. Every combination that names no student answers alike, so the call
// cannot tell a stranger which schools or student numbers exist.
import { type DomainMessageId, plainText, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { physiqueReportYear } from './physique.ts';

/** A text typed on the public page: trimmed, 1 to `max` characters; a refusal says `id`. */
/*#__NO_SIDE_EFFECTS__*/
function typed(id: DomainMessageId, max: number) {
  return withChecks(z.string({ error: id }), z.trim(), z.minLength(1, id), z.maxLength(max, id), plainText());
}

/** `POST /api/public/scoreReport`: one student's physique reports, for the school code, number and name. */
export const publicScoreReport = defineEndpoint({
  name: 'publicScoreReport',
  method: 'POST',
  path: '/api/public/scoreReport',
  request: z.object({
    schoolCode: typed('validation.scoreReport.schoolCode', 32),
    studentNumber: typed('validation.scoreReport.studentNumber', 32),
    name: typed('validation.scoreReport.name', 30),
    code: typed('validation.scoreReport.captcha', 16),
    randomStr: withChecks(
      z.string({ error: 'validation.scoreReport.captchaReload' }),
      z.maxLength(64, 'validation.scoreReport.captchaReload'),
      z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.scoreReport.captchaReload'),
      plainText(),
    ),
  }),
  data: z.object({
    schoolName: z.string(),
    studentName: z.string(),
    /** Newest first; empty when the student has no national test yet. */
    years: z.array(physiqueReportYear),
  }),
  style: 'json',
  access: 'public',
  summary:
    'A student’s physique report of each year, without a session: school code, student number, name and captcha; a wrong combination answers as an unknown one',
});
