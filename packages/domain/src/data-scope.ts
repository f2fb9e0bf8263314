import type { DomainMessageId } from './messages/index.ts';

/**
 * How much of an organisation's people and results a role sees (our design; the product names the
 * need, not the levels):
 * - `organisation`: everything of the organisation, as its administrators do;
 * - `grades`: the students of every class of the grades in which the person teaches a class;
 * - `classes`: the students of the classes the person teaches.
 * A person without a teacher record teaches no class, so a narrow scope shows them nothing.
 */
export const DATA_SCOPES = ['organisation', 'grades', 'classes'] as const;

/** One of {@link DATA_SCOPES}. */
export type DataScope = (typeof DATA_SCOPES)[number];

/** Whether `value` is one of {@link DATA_SCOPES}. */
export function isDataScope(value: unknown): value is DataScope {
  return typeof value === 'string' && (DATA_SCOPES as readonly string[]).includes(value);
}

/** The message id of a data scope's label (`classes` → 所教班级 / Classes they teach). */
export function dataScopeLabel(scope: DataScope): DomainMessageId {
  return `dataScope.${scope}`;
}

/** Role types whose holders teach: a new role of these types sees only its own classes. */
const TEACHING_ROLE_TYPES: readonly string[] = ['101001', '101002'];

/** The scope a new role of `roleType` starts with: teachers their classes, everyone else the organisation. */
export function defaultDataScope(roleType: string): DataScope {
  return TEACHING_ROLE_TYPES.includes(roleType) ? 'classes' : 'organisation';
}
