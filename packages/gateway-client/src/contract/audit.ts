// The audit log of security-relevant actions, read by the management centre (`auditLog` screen):
// sign-ins and failed sign-ins (the mobile app's too, with its activations, sign-outs and spent
// refresh tokens sent again), password resets and changes, role and permission changes, imports and exports.
import { isIsoDate, plainText, wholeNumberInput, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, pageFields, pageOf } from './fields.ts';
import * as call from './screen.ts';

/** Every action the audit log records. */
export const AUDIT_ACTIONS = [
  'auth.signIn',
  'auth.signInFailed',
  'mobile.signIn',
  'mobile.signInFailed',
  'mobile.activate',
  'mobile.refreshReused',
  'mobile.signOut',
  'password.reset',
  'password.change',
  'role.add',
  'role.edit',
  'role.delete',
  'role.membersAdd',
  'role.membersRemove',
  'menu.add',
  'menu.edit',
  'menu.move',
  'menu.delete',
  'meetLive.share',
  'meetLive.unshare',
  'import.students',
  'import.teachers',
  'import.devices',
  'import.classes',
  'import.citizens',
  'import.users',
  'import.results',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const auditDate = z.optional(
  withChecks(
    z.string({ error: 'validation.audit.date' }),
    z.trim(),
    z.maxLength(10, { error: 'validation.audit.date', abort: true }),
    z.refine((value: string) => isIsoDate(value), 'validation.audit.date'),
    plainText(),
  ),
);

/** One row of the audit log as the management centre reads it. */
export const auditRecord = z.object({
  id: z.string(),
  /** When, as an ISO 8601 instant. */
  at: z.string(),
  orgId: z.string(),
  /** The organisation's name, where it still exists. */
  orgName: z.string(),
  /** The acting person's account name (the name typed, for a failed sign-in). */
  actorName: z.string(),
  /** One of {@link AUDIT_ACTIONS} (a newer gateway may write others). */
  action: z.string(),
  target: z.string(),
  clientAddress: z.string(),
  requestId: z.string(),
  outcome: z.enum(['success', 'failure']),
  detail: z.string(),
});

const auditScreen = call.screen('audit', 'auditLog', {});

/** What finds rows of the audit log: an action, a day range and a keyword, each optional. */
const auditQuery = {
  action: z.optional(z.enum(AUDIT_ACTIONS, { error: 'validation.audit.action' })),
  /** The first and last day to include, either or both, as days of `utcOffset`'s clock. */
  startDate: auditDate,
  endDate: auditDate,
  /**
   * The reader's clock, in minutes east of UTC (480 in Beijing): a day of the range runs from its
   * midnight there, so "today" is the reader's today. UTC when missing.
   */
  utcOffset: z.optional(wholeNumberInput('validation.audit.offset', -720, 840)),
  /** Up to 64 characters: long enough for a request id or a record id quoted from a support call. */
  keyword: keywordInput(64, 'validation.audit.keyword'),
};

const auditSummary = 'A page of the audit log (sign-ins, password resets, role changes, imports), newest first';

/** The day range runs forwards: a last day before the first is refused, by the page and the export alike. */
const daysInOrder = z.refine<{ startDate?: string | undefined; endDate?: string | undefined }>(
  (query) => !query.startDate || !query.endDate || query.startDate <= query.endDate,
  { message: 'validation.audit.order', path: ['endDate'] },
);

/** `GET /api/busi/web/audit/page`: a page of the audit log, newest first. */
export const auditPage = call.read(auditScreen, 'Page', 'page', {
  request: withChecks(z.object({ ...pageFields, ...auditQuery }), daysInOrder),
  data: pageOf(auditRecord),
  summary: auditSummary,
});

/**
 * `GET /api/busi/web/audit/export` behind the screen's export button: every row the same filters
 * find, newest first. An export of the log is itself written to the log.
 */
export const auditExport = call.exported(auditScreen, {
  query: auditQuery,
  row: auditRecord,
  summary: auditSummary,
  checks: [daysInOrder],
});
