// Students and their parents (issue 7), and the student import (SPEC 4, 5, 7): a template per
// language, an upload answered with the failure file and the counts.
import {
  isSemesterCode,
  NATIONS,
  type NationCode,
  PARENT_RELATIONSHIPS,
  parentsSchema,
  personNameSchema,
  plainText,
  SEXES,
  sexSchema,
  studentFields,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { numberInput, pageFields, pageOf, recordId } from './fields.ts';

const studentAccess = 'user/student';
const parentAccess = 'user/parent';

/** A person's enablement. */
export const personStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

const keyword = z.optional(
  withChecks(
    z.string({ error: 'validation.keyword.length' }),
    z.trim(),
    z.maxLength(30, 'validation.keyword.length'),
    plainText(),
  ),
);

/** A student's parent as the gateway answers it. */
export const studentParentRecord = z.object({
  parentId: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  relationship: z.enum(PARENT_RELATIONSHIPS),
  mobile: z.string(),
});

/** A student as lists and the detail answer it. */
export const studentRecord = z.object({
  studentId: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  studentNumber: z.string(),
  registrationNumber: z.string(),
  idCard: z.string(),
  nation: z.enum(NATIONS.map((nation) => nation[0]) as [NationCode, ...NationCode[]]),
  birthDate: z.nullable(z.string()),
  classId: z.string(),
  className: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  facePhotoId: z.nullable(z.string()),
  status: personStatus,
  parents: z.array(studentParentRecord),
});

/** What the student form sends. */
const studentInput = {
  ...studentFields,
  classId: recordId('validation.class.required'),
  facePhotoId: z._default(z.nullable(recordId()), null),
  parents: z._default(parentsSchema, []),
};

/** `GET /api/busi/web/student/page`: a page of students by grade, class, name or number, status. */
export const studentPage = defineEndpoint({
  name: 'studentPage',
  method: 'GET',
  path: '/api/busi/web/student/page',
  request: z.object({
    ...pageFields,
    gradeId: z.optional(recordId('validation.grade.required')),
    classId: z.optional(recordId('validation.class.required')),
    keyword,
    status: z.optional(personStatus),
  }),
  data: pageOf(studentRecord),
  style: 'json',
  access: { funPath: studentAccess },
  summary: 'A page of students, by grade, class, name or student number and status, in class and number order',
});

/** `GET /api/busi/web/student/detail`: one student with the parents. */
export const studentDetail = defineEndpoint({
  name: 'studentDetail',
  method: 'GET',
  path: '/api/busi/web/student/detail',
  request: z.object({ studentId: recordId('student.notFound') }),
  data: studentRecord,
  style: 'json',
  access: { funPath: studentAccess },
  summary: 'One student of the organisation, with their parents',
});

/** `POST /api/busi/web/student/add`: a new student in a class, with up to four parents. */
export const studentAdd = defineEndpoint({
  name: 'studentAdd',
  method: 'POST',
  path: '/api/busi/web/student/add',
  request: z.object(studentInput),
  data: z.object({ studentId: z.string() }),
  style: 'json',
  access: { funPath: studentAccess, button: 'add' },
  summary: 'Add a student: the student number unique in the organisation; parents created or reused by mobile',
});

/** `POST /api/busi/web/student/edit`: changes a student; moving class keeps the records. */
export const studentEdit = defineEndpoint({
  name: 'studentEdit',
  method: 'POST',
  path: '/api/busi/web/student/edit',
  request: z.object({ studentId: recordId('student.notFound'), ...studentInput }),
  data: z.null(),
  style: 'json',
  access: { funPath: studentAccess, button: 'edit' },
  summary: 'Edit a student (the parents sent replace the ones linked); a new class keeps every record',
});

/** `POST /api/busi/web/student/delete`: deletes students. */
export const studentDelete = defineEndpoint({
  name: 'studentDelete',
  method: 'POST',
  path: '/api/busi/web/student/delete',
  request: z.object({
    studentIds: withChecks(
      z.array(recordId('student.notFound')),
      z.minLength(1, 'student.notFound'),
      z.maxLength(200, 'validation.selection.count'),
    ),
  }),
  data: z.null(),
  style: 'json',
  access: { funPath: studentAccess, button: 'delete' },
  summary: 'Delete students (at most 200 at once) with their parent links',
});

/** `POST /api/busi/web/student/status`: enables or disables a student. */
export const studentSetStatus = defineEndpoint({
  name: 'studentSetStatus',
  method: 'POST',
  path: '/api/busi/web/student/status',
  request: z.object({ studentId: recordId('student.notFound'), status: personStatus }),
  data: z.null(),
  style: 'json',
  access: { funPath: studentAccess, button: 'status' },
  summary: 'Enable or disable a student',
});

/** `GET /api/busi/web/student/import/template`: the import template in the caller's language. */
export const studentImportTemplate = defineEndpoint({
  name: 'studentImportTemplate',
  method: 'GET',
  path: '/api/busi/web/student/import/template',
  request: z.object({}),
  data: z.instanceof(Blob),
  style: 'blob',
  access: { funPath: studentAccess, button: 'import' },
  summary:
    'The .xlsx template of the student import: headings, instructions and the valid values (classes, ethnic groups)',
});

/**
 * `POST /api/busi/web/student/import`: the student import (multipart: fields `academicYearId` and
 * `semesterCode` first, then one .xlsx file). Answers the failure file; `content-disposition` names
 * the counts. The student number is the key: a student already there is updated, never doubled.
 */
export const studentImport = defineEndpoint({
  name: 'studentImport',
  method: 'POST',
  path: '/api/busi/web/student/import',
  request: z.object({
    academicYearId: recordId('import.academicYearRequired'),
    semesterCode: numberInput(
      'import.semesterRequired',
      11,
      13,
      z.refine((code: number) => isSemesterCode(code), 'import.semesterRequired'),
    ),
  }),
  data: z.instanceof(Blob),
  style: 'multipart',
  access: { funPath: studentAccess, button: 'import' },
  summary:
    'Import students from the template (.xlsx, at most 100000 rows, no formulas): valid rows written in transactions of 500, the failed rows answered as a file with their reasons',
});

/** A parent as the parent list answers it. */
export const parentRecord = z.object({
  parentId: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  mobile: z.string(),
  status: personStatus,
  children: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      className: z.string(),
      relationship: z.enum(PARENT_RELATIONSHIPS),
    }),
  ),
});

/** `GET /api/busi/web/parent/page`: a page of parents by name, mobile or child's name. */
export const parentPage = defineEndpoint({
  name: 'parentPage',
  method: 'GET',
  path: '/api/busi/web/parent/page',
  request: z.object({ ...pageFields, keyword, status: z.optional(personStatus) }),
  data: pageOf(parentRecord),
  style: 'json',
  access: { funPath: parentAccess },
  summary: 'A page of parents with their children, searched by the parent’s name or mobile or a child’s name',
});

/** `GET /api/busi/web/parent/detail`: one parent with the children. */
export const parentDetail = defineEndpoint({
  name: 'parentDetail',
  method: 'GET',
  path: '/api/busi/web/parent/detail',
  request: z.object({ parentId: recordId('parent.notFound') }),
  data: parentRecord,
  style: 'json',
  access: { funPath: parentAccess },
  summary: 'One parent of the organisation with their children',
});

/** `POST /api/busi/web/parent/edit`: a parent's name, sex, status and relationships. */
export const parentEdit = defineEndpoint({
  name: 'parentEdit',
  method: 'POST',
  path: '/api/busi/web/parent/edit',
  request: z.object({
    parentId: recordId('parent.notFound'),
    name: personNameSchema,
    sex: sexSchema,
    status: personStatus,
    children: withChecks(
      z.array(
        z.object({
          studentId: recordId('student.notFound'),
          relationship: z.enum(PARENT_RELATIONSHIPS, { error: 'validation.relationship.value' }),
        }),
      ),
      z.maxLength(50, 'validation.selection.count'),
    ),
  }),
  data: z.null(),
  style: 'json',
  access: { funPath: parentAccess, button: 'edit' },
  summary: 'Edit a parent: name, sex, status and how they are related to each child (the mobile is the key)',
});

/** `POST /api/busi/web/parent/delete`: deletes a parent and their links to children. */
export const parentDelete = defineEndpoint({
  name: 'parentDelete',
  method: 'POST',
  path: '/api/busi/web/parent/delete',
  request: z.object({ parentId: recordId('parent.notFound') }),
  data: z.null(),
  style: 'json',
  access: { funPath: parentAccess, button: 'delete' },
  summary: 'Delete a parent of the organisation with their links to the children (the students stay)',
});

/**
 * `GET /api/busi/web/student/options`: what the student screens choose from (grades, classes, the
 * academic years with their semesters), for whoever may see students, even without the grade,
 * class or academic-year screens.
 */
export const studentOptions = defineEndpoint({
  name: 'studentOptions',
  method: 'GET',
  path: '/api/busi/web/student/options',
  request: z.object({}),
  data: z.object({
    grades: z.array(z.object({ gradeId: z.string(), name: z.string(), level: z.int() })),
    classes: z.array(
      z.object({
        classId: z.string(),
        gradeId: z.string(),
        name: z.string(),
        code: z.int(),
        status: z.enum(['enabled', 'disabled']),
      }),
    ),
    academicYears: z.array(
      z.object({
        uid: z.string(),
        academicYear: z.string(),
        semesters: z.array(z.object({ code: z.literal([11, 13]), name: z.string() })),
      }),
    ),
  }),
  style: 'json',
  access: { funPath: 'user/student' },
  summary: 'The grades, classes (not graduated) and academic years with semesters the student screens choose from',
});
