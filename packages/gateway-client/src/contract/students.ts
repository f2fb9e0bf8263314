// Students and their parents (issue 7), and the student import (SPEC 4, 5, 7): a template per
// language, an upload answered with the failure file and the counts.
import {
  isSemesterCode,
  NATIONS,
  type NationCode,
  PARENT_RELATIONSHIPS,
  parentsSchema,
  personNameSchema,
  SEXES,
  sexSchema,
  studentFields,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { keywordInput, numberInput, optionalRecordId, recordId } from './fields.ts';
import { classOption } from './school.ts';
import * as call from './screen.ts';

/** A person's enablement. */
export const personStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

const keyword = keywordInput();

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

const studentScreen = call.screen('student', 'user/student', { studentId: recordId('student.notFound') });

/** `GET /api/busi/web/student/page`: a page of students by grade, class, name or number, status. */
export const studentPage = call.page(
  studentScreen,
  {
    gradeId: z.optional(recordId('validation.grade.required')),
    classId: z.optional(recordId('validation.class.required')),
    keyword,
    status: z.optional(personStatus),
  },
  studentRecord,
  'A page of students, by grade, class, name or student number and status, in class and number order or sorted by name, number, class or status',
  ['name', 'studentNumber', 'className', 'status'],
);

/**
 * `POST /api/busi/web/student/mobileCode`: a one-time code with which the student (or, with
 * `parentId`, one of their parents) sets a mobile password in the app. Answered once: the gateway
 * keeps its hash only; a new code replaces the last one.
 */
export const studentMobileCode = call.write(studentScreen, 'MobileCode', 'mobileCode', 'edit', {
  request: z.object({
    studentId: recordId('student.notFound'),
    /** A parent of the student, or `''` for the student themself. */
    parentId: optionalRecordId('parent.notFound'),
  }),
  data: z.object({ code: z.string(), expiresAt: z.string() }),
  summary:
    'A one-time mobile activation code (7 days) for a student or one of their parents, with which they set their own mobile password in the app; answered once, replacing the last one',
});

/** Every student the list finds with the same filters, streamed for its export. */
export const studentExport = call.exported(studentScreen, studentPage);

/** `GET /api/busi/web/student/detail`: one student with the parents. */
export const studentDetail = call.detail(
  studentScreen,
  studentRecord,
  'One student of the organisation, with their parents',
);

/** `POST /api/busi/web/student/add`: a new student in a class, with up to four parents. */
export const studentAdd = call.add(
  studentScreen,
  studentInput,
  'Add a student: the student number unique in the organisation; parents created or reused by mobile',
);

/** `POST /api/busi/web/student/edit`: changes a student; moving class keeps the records. */
export const studentEdit = call.edit(
  studentScreen,
  studentInput,
  'Edit a student (the parents sent replace the ones linked); a new class keeps every record',
);

/** `POST /api/busi/web/student/delete`: deletes students. */
export const studentDelete = call.write(studentScreen, 'Delete', 'delete', 'delete', {
  request: z.object({
    studentIds: withChecks(
      z.array(recordId('student.notFound')),
      z.minLength(1, 'student.notFound'),
      z.maxLength(200, 'validation.selection.count'),
    ),
  }),
  data: z.null(),
  summary: 'Delete students (at most 200 at once) with their parent links',
});

/** `POST /api/busi/web/student/status`: enables or disables a student. */
export const studentSetStatus = call.setStatus(studentScreen, personStatus, 'Enable or disable a student');

/** `GET /api/busi/web/student/import/template`: the import template in the caller's language. */
export const studentImportTemplate = call.importTemplate(
  studentScreen,
  'The .xlsx template of the student import: headings, instructions and the valid values (classes, ethnic groups)',
);

/**
 * `POST /api/busi/web/student/import`: the student import (multipart: fields `academicYearId` and
 * `semesterCode` first, then one .xlsx file). Answers the failure file; `content-disposition` names
 * the counts. The student number is the key: a student already there is updated, never doubled.
 */
export const studentImport = call.importFile(
  studentScreen,
  {
    academicYearId: recordId('import.academicYearRequired'),
    semesterCode: numberInput(
      'import.semesterRequired',
      11,
      13,
      z.refine((code: number) => isSemesterCode(code), 'import.semesterRequired'),
    ),
  },
  'Import students from the template (.xlsx, at most 100000 rows, no formulas): valid rows written in transactions of 500, the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/student/import/progress`: how far the caller's student import has got. */
export const studentImportProgress = call.importProgress(
  studentScreen,
  'How far the caller’s student import named by progressId has got: rows checked, then rows written',
);

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

const parentScreen = call.screen('parent', 'user/parent', { parentId: recordId('parent.notFound') });

/** `GET /api/busi/web/parent/page`: a page of parents by name, mobile or child's name. */
export const parentPage = call.page(
  parentScreen,
  { keyword, status: z.optional(personStatus) },
  parentRecord,
  'A page of parents with their children, searched by the parent’s name or mobile or a child’s name',
  ['name', 'mobile', 'status'],
);

/** Every parent the list finds with the same filters, streamed for its export. */
export const parentExport = call.exported(parentScreen, parentPage);

/** `GET /api/busi/web/parent/detail`: one parent with the children. */
export const parentDetail = call.detail(
  parentScreen,
  parentRecord,
  'One parent of the organisation with their children',
);

/** `POST /api/busi/web/parent/edit`: a parent's name, sex, status and relationships. */
export const parentEdit = call.edit(
  parentScreen,
  {
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
  },
  'Edit a parent: name, sex, status and how they are related to each child (the mobile is the key)',
);

/** `POST /api/busi/web/parent/delete`: deletes a parent and their links to children. */
export const parentDelete = call.remove(
  parentScreen,
  'Delete a parent of the organisation with their links to the children (the students stay)',
);

/**
 * `GET /api/busi/web/student/options`: what the student screens choose from (grades, classes, the
 * academic years with their semesters), for whoever may see students, even without the grade,
 * class or academic-year screens.
 */
export const studentOptions = call.read(studentScreen, 'Options', 'options', {
  request: z.object({}),
  data: z.object({
    grades: z.array(z.object({ gradeId: z.string(), name: z.string(), level: z.int() })),
    classes: z.array(classOption),
    academicYears: z.array(
      z.object({
        uid: z.string(),
        academicYear: z.string(),
        semesters: z.array(z.object({ code: z.literal([11, 13]), name: z.string() })),
      }),
    ),
  }),
  summary: 'The grades, classes (not graduated) and academic years with semesters the student screens choose from',
});
