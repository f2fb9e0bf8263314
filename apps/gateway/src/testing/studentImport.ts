// A student import through an in-process gateway, as the school's staff send it: a roster for the
// first academic year's second semester (code 13), with any further form fields.
import type { FastifyInstance } from 'fastify';
import { call, dataOf } from './calls.ts';
import { bearer } from './gateway.ts';
import { filePart, injectMultipart } from './multipart.ts';
import { rosterWorkbook } from './rosters.ts';

/** The names of the classes the school of `token` has, for a roster's class column. */
export async function classNamesOf(app: FastifyInstance, token: string): Promise<string[]> {
  return dataOf<{ name: string }[]>(await call(app, token, 'GET', 'class/list')).map((one) => one.name);
}

/** Imports `rows` (headings first) as students of the school of `token`; answers the gateway's answer. */
export async function importStudents(
  app: FastifyInstance,
  token: string,
  rows: string[][],
  fields: Record<string, string> = {},
) {
  const years = dataOf<{ uid: string }[]>(await call(app, token, 'GET', 'acayear/list'));
  return injectMultipart(app, { url: '/api/busi/web/student/import', headers: bearer(token) }, [
    { name: 'academicYearId', value: years[0]?.uid ?? '' },
    { name: 'semesterCode', value: '13' },
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    filePart('students.xlsx', rosterWorkbook(rows)),
  ]);
}
