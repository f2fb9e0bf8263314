// Teachers (issue 7): the `user/teacher` screen of the k12, nf and gx frames. A teacher is an account
// of the school (its login account, name, mobile and password are the person's, its status and roles
// the account's) with the teacher's own details: sex, employee number (unique in the organisation),
// ID card number, teaching certificate, face photo (a stored file) and the classes they teach.
import { PEOPLE_LIMITS, passwordSchema, SEXES, teacherFields, withChecks } from '@school-sports/domain';
import * as z from 'zod/mini';
import { recordId } from './fields.ts';
import * as call from './screen.ts';
import {
  accountStanding,
  heldRole,
  newAccountFields,
  peopleKeyword,
  roleChoice,
  roleIdsInput,
  staffStatus,
} from './users.ts';

/** The classes a teacher teaches: classes of the organisation, each once, at most 50. */
const classIdsInput = z._default(
  withChecks(
    z.array(recordId('validation.classes.count'), { error: 'validation.classes.count' }),
    z.maxLength(PEOPLE_LIMITS.classesPerTeacher, 'validation.classes.count'),
    z.refine((ids: string[]) => new Set(ids).size === ids.length, 'validation.classes.count'),
  ),
  [],
);

/** The face photo: the id of a file uploaded with kind `facePhoto`, or `''` for none. */
const facePhotoInput = z._default(z.union([z.literal(''), recordId('file.notFound')]), '');

const teacherRecordFields = {
  teacherId: z.string(),
  accountId: z.string(),
  accountNum: z.string(),
  name: z.string(),
  sex: z.enum(SEXES),
  mobile: z.string(),
  employeeNumber: z.string(),
  idCard: z.string(),
  /** A certificate type of the domain, or `''`. */
  certificateType: z.string(),
  certificateNumber: z.string(),
  /** The stored face photo's id (read through `fileRead`), `''` for none. */
  facePhotoId: z.string(),
  roles: z.array(heldRole),
  classes: z.array(z.object({ classId: z.string(), name: z.string() })),
  status: staffStatus,
  ...accountStanding,
};

/** A teacher as the list and the edit form show them. */
export const teacherRecord = z.object(teacherRecordFields);

const teacherScreen = call.screen('teacher', 'user/teacher', { teacherId: recordId() });

/** `GET /api/busi/web/teacher/page`: a page of the organisation's teachers. */
export const teacherPage = call.page(
  teacherScreen,
  { keyword: peopleKeyword, status: z.optional(staffStatus), classId: z.optional(recordId('class.notFound')) },
  teacherRecord,
  'A page of the organisation’s teachers, searched by name, login account, mobile or employee number, by status and class',
  ['name', 'accountNum', 'employeeNumber', 'status'],
);

/** Every teacher the list finds with the same filters, streamed for its export. */
export const teacherExport = call.exported(teacherScreen, teacherPage);

/** `GET /api/busi/web/teacher/detail`: one teacher. */
export const teacherDetail = call.detail(
  teacherScreen,
  teacherRecord,
  'One teacher of the organisation with their roles and classes',
);

/** `GET /api/busi/web/teacher/options`: the roles and classes a teacher can be given. */
export const teacherOptions = call.read(teacherScreen, 'Options', 'options', {
  request: z.object({}),
  data: z.object({
    roles: z.array(roleChoice),
    classes: z.array(
      z.object({
        classId: z.string(),
        name: z.string(),
        /** The class's grade, in the request's language. */
        gradeName: z.string(),
        status: staffStatus,
      }),
    ),
  }),
  summary: 'The roles and classes of the organisation, for the teacher form and the class filter',
});

const teacherFormFields = {
  ...teacherFields,
  roleIds: roleIdsInput,
  classIds: classIdsInput,
  facePhotoId: facePhotoInput,
};

/** `POST /api/busi/web/teacher/add`: a new teacher, their person and account. */
export const teacherAdd = call.add(
  teacherScreen,
  { ...newAccountFields, ...teacherFormFields },
  'Add a teacher in one transaction: the person (login account and mobile unique on the platform), the account with its roles, the teacher and their classes',
);

/** `POST /api/busi/web/teacher/edit`: changes a teacher; the login account stays. */
export const teacherEdit = call.edit(
  teacherScreen,
  teacherFormFields,
  'Edit a teacher’s details, roles and classes; a built-in role keeps at least one member',
);

/** `POST /api/busi/web/teacher/status`: enables or disables a teacher's account. */
export const teacherSetStatus = call.setStatus(
  teacherScreen,
  staffStatus,
  'Enable or disable a teacher’s account (not one’s own); a disabled account’s sessions end',
);

/** `POST /api/busi/web/teacher/resetPassword`: a new password for a teacher. */
export const teacherResetPassword = call.resetPassword(
  teacherScreen,
  passwordSchema,
  'Set a new password (6 to 20) for a teacher; every session of that person ends',
);

/** `POST /api/busi/web/teacher/delete`: deletes a teacher with their classes, roles and account. */
export const teacherDelete = call.remove(
  teacherScreen,
  'Delete a teacher, their classes, roles and account (not one’s own); the person stays while they have other accounts',
);

/** `GET /api/busi/web/teacher/import/template`: the teacher import template in the caller's language. */
export const teacherImportTemplate = call.importTemplate(
  teacherScreen,
  'The .xlsx template of the teacher import: headings, instructions and the valid values (roles, classes)',
);

/**
 * `POST /api/busi/web/teacher/import`: the teacher import (multipart: field `password`, the initial
 * password of new teachers, then one .xlsx file). Answers the failure file; `content-disposition`
 * names the counts. The login account is the key: a teacher already there is updated, never doubled.
 */
export const teacherImport = call.importFile(
  teacherScreen,
  { password: passwordSchema },
  'Import teachers from the template (.xlsx, no formulas): new ones get the initial password sent, existing ones (by login account) are updated; the failed rows answered as a file with their reasons',
);

/** `GET /api/busi/web/teacher/import/progress`: how far the caller's teacher import has got. */
export const teacherImportProgress = call.importProgress(
  teacherScreen,
  'How far the caller’s teacher import named by progressId has got: rows checked, then rows written',
);
