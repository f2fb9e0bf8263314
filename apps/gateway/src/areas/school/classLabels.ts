// Classes as people name them in spreadsheets: "一年级1班", "Grade 1 一年级1班", or the bare name
// where no other class has it. The student and teacher imports resolve class cells through this.
import { DOMAIN_LOCALES, type DomainLocale } from '@school-sports/domain';
import { asc, eq } from 'drizzle-orm';
import { grade, schoolClass } from '../../db/schema.ts';
import type { Tenant } from '../../tenancy/scoped.ts';
import { type GradeKind, gradeName } from './grades.ts';

/** A class of the organisation with its name in each language, as imports and the list show it. */
export interface ClassEntry {
  classId: string;
  name: string;
  gradeId: string;
  label: (locale: DomainLocale) => string;
  status: string;
}

/** A class as people name it: its name, after its grade's unless the name starts with it. */
export function classLabel(gradeText: string, className: string): string {
  return className.startsWith(gradeText) ? className : `${gradeText} ${className}`;
}

/** Every class of the tenant's organisation, by grade level and code. */
export async function classEntries(tenant: Tenant): Promise<ClassEntry[]> {
  const rows = await tenant.db
    .select({
      classId: schoolClass.id,
      gradeId: schoolClass.gradeId,
      name: schoolClass.name,
      status: schoolClass.status,
      kind: grade.kind,
      level: grade.level,
      code: schoolClass.code,
    })
    .from(schoolClass)
    .innerJoin(grade, eq(grade.id, schoolClass.gradeId))
    .where(tenant.scoped(schoolClass).where())
    .orderBy(asc(grade.level), asc(schoolClass.code));
  return rows.map((row) => ({
    classId: row.classId,
    gradeId: row.gradeId,
    status: row.status,
    name: row.name,
    label: (locale) => classLabel(gradeName(locale, row.kind, row.level), row.name),
  }));
}

/** A name as cells are matched by it: spaces and case do not matter when a person names a class or a grade. */
export function nameKey(text: string): string {
  return text.replace(/\s+/g, '').toLowerCase();
}

/** The grade id a cell names by the grade's name in any language, `undefined` when it names none. */
export function gradeResolver(
  kind: GradeKind,
  grades: readonly { gradeId: string; level: number }[],
): (text: string) => string | undefined {
  const byName = new Map<string, string>();
  for (const row of grades) {
    for (const locale of DOMAIN_LOCALES) byName.set(nameKey(gradeName(locale, kind, row.level)), row.gradeId);
  }
  return (text) => byName.get(nameKey(text));
}

/**
 * The class id a cell names among the organisation's enabled classes (labels in any language, or a
 * bare name no other class has), `undefined` when it names none.
 */
export function classResolver(classes: readonly ClassEntry[]): (text: string) => string | undefined {
  const byLabel = new Map<string, string>();
  const enabled = classes.filter((entry) => entry.status === 'enabled');
  for (const entry of enabled) {
    for (const locale of DOMAIN_LOCALES) byLabel.set(nameKey(entry.label(locale)), entry.classId);
  }
  for (const entry of enabled) {
    const bare = nameKey(entry.name);
    if (!byLabel.has(bare) && enabled.filter((other) => nameKey(other.name) === bare).length === 1) {
      byLabel.set(bare, entry.classId);
    }
  }
  return (text) => byLabel.get(nameKey(text));
}
