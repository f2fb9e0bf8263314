// Organisation structure (issue 6): the department tree and its members of a management
// organisation (admin frame, screens `departmentManage` and `departmentManage/member/{id}`), and the
// colleges and majors of a university (gx frame, screens `org/college` and `org/major`).
import {
  collegeCodeSchema,
  collegeNameSchema,
  departmentCodeSchema,
  departmentNameSchema,
  majorCodeSchema,
  majorNameSchema,
  STRUCTURE_LIMITS,
  sortNumSchema,
  studyYearsSchema,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { accountFields, keywordInput, optionalRecordId, pageFields, pageOf, recordId, recordIds } from './fields.ts';
import * as call from './screen.ts';

/** A search text: trimmed, at most 30 characters, blank for none. */
const keyword = keywordInput(STRUCTURE_LIMITS.nameMax);

/** The parent of a department or college: its id, or `''` (the default) for the top level. */
const parentIdInput = optionalRecordId('validation.parentUnit.value');

/** The accounts a member call works on: 1 to 200 ids, each once. */
const accountIdsInput = recordIds(
  'validation.accountIds.count',
  STRUCTURE_LIMITS.membersPerRequest,
  'validation.accountIds.duplicate',
);

/**
 * Departments and colleges are both trees of units with a place, a name, a two-digit code and an
 * order: what a unit's record says of these, and what its add and edit forms send.
 */
const unitRecordFields = {
  /** `''` for a unit at the top level. */
  parentId: z.string(),
  name: z.string(),
  code: z.string(),
  sortNum: z.int(),
};

/** A unit form's fields: its parent, its `name` and its `code` (two digits, unique among its siblings). */
/*#__NO_SIDE_EFFECTS__*/
function unitFields<Name extends z.ZodMiniType, Code extends z.ZodMiniType>(name: Name, code: Code) {
  return { parentId: parentIdInput, name, code, sortNum: sortNumSchema };
}

/** A department as the tree lists it; the client builds the tree from `parentId`. */
export const departmentRecord = z.object({
  departmentId: z.string(),
  ...unitRecordFields,
  memberCount: z.int(),
  childCount: z.int(),
});

/** A member of a department: an account of the organisation with its person's name. */
export const departmentMemberRecord = z.object({
  ...accountFields,
  departmentId: z.string(),
  departmentName: z.string(),
  joinedAt: z.string(),
});

/** An account of the organisation in no department, for the add-members picker. */
export const departmentCandidateRecord = z.object(accountFields);

/** What the add and edit forms of a department send. */
const departmentFields = unitFields(departmentNameSchema, departmentCodeSchema);

const departmentScreen = call.screen('department', 'departmentManage', { departmentId: recordId() });

/** `GET /api/busi/web/department/list`: every department of the organisation. */
export const departmentList = call.list(
  departmentScreen,
  departmentRecord,
  'The departments of the organisation as flat records with parentId, in sort order then code',
);

/** `POST /api/busi/web/department/add`: a new department at the top level or under another. */
export const departmentAdd = call.add(
  departmentScreen,
  departmentFields,
  `Add a department: name up to ${STRUCTURE_LIMITS.nameMax}, two-digit code unique among its siblings, at most ${STRUCTURE_LIMITS.departmentDepth} levels`,
);

/** `POST /api/busi/web/department/edit`: renames, recodes or moves a department. */
export const departmentEdit = call.edit(
  departmentScreen,
  departmentFields,
  'Edit a department; it cannot move under itself or one of its sub-departments',
);

/** `POST /api/busi/web/department/delete`: deletes an empty department. */
export const departmentDelete = call.remove(
  departmentScreen,
  'Delete a department; refused while it has sub-departments or members',
);

const departmentMemberScreen = call.screen(
  'departmentMember',
  'departmentManage',
  { departmentId: recordId('validation.department.required') },
  'department/member',
);

const departmentMemberQuery = {
  departmentId: recordId('validation.department.required'),
  /** Part of the person's name, account or mobile number. */
  keyword,
};

/** `GET /api/busi/web/department/member/page`: one page of a department's members. */
export const departmentMemberPage = call.read(departmentMemberScreen, 'Page', 'page', {
  request: z.object({ ...departmentMemberQuery, ...pageFields }),
  data: pageOf(departmentMemberRecord),
  summary: 'A page of the members of a department, searched by name, account or mobile number',
});

/** `GET /api/busi/web/department/member/export`: every member the page's search finds, streamed. */
export const departmentMemberExport = call.exported(departmentMemberScreen, {
  query: departmentMemberQuery,
  row: departmentMemberRecord,
  summary: 'the members of a department, searched by name, account or mobile number',
});

/** `GET /api/busi/web/department/member/candidates`: accounts of the organisation in no department. */
export const departmentMemberCandidates = call.read(departmentMemberScreen, 'Candidates', 'candidates', {
  request: z.object({ ...pageFields, keyword }),
  data: pageOf(departmentCandidateRecord),
  summary: 'A page of the accounts of the organisation that belong to no department, searched by name or account',
});

/** `POST /api/busi/web/department/member/add`: puts accounts of the organisation in a department. */
export const departmentMemberAdd = call.members(
  departmentMemberScreen,
  'add',
  accountIdsInput,
  `Add 1 to ${STRUCTURE_LIMITS.membersPerRequest} accounts of the organisation, each in no department yet, to a department`,
);

/** `POST /api/busi/web/department/member/remove`: takes members out of their department. */
export const departmentMemberRemove = call.members(
  departmentMemberScreen,
  'remove',
  accountIdsInput,
  'Remove members from a department; every account named must be a member of it',
);

/** `POST /api/busi/web/department/member/move`: moves members of a department to another. */
export const departmentMemberMove = call.write(departmentMemberScreen, 'Move', 'move', 'members', {
  request: withChecks(
    z.object({
      departmentId: recordId('validation.department.required'),
      targetDepartmentId: recordId('validation.department.required'),
      accountIds: accountIdsInput,
    }),
    z.refine(
      (form: { departmentId: string; targetDepartmentId: string }) => form.departmentId !== form.targetDepartmentId,
      {
        error: 'validation.department.sameTarget',
        path: ['targetDepartmentId'],
      },
    ),
  ),
  data: z.null(),
  summary: 'Move members of a department to another department of the organisation',
});

/** A college (or a department of a college) as the tree lists it. */
export const collegeRecord = z.object({
  collegeId: z.string(),
  ...unitRecordFields,
  majorCount: z.int(),
  childCount: z.int(),
});

/** What the add and edit forms of a college send. */
const collegeFields = unitFields(collegeNameSchema, collegeCodeSchema);

const collegeScreen = call.screen('college', 'org/college', { collegeId: recordId() });

/** `GET /api/busi/web/college/list`: every college of the university. */
export const collegeList = call.list(
  collegeScreen,
  collegeRecord,
  'The colleges of the university as flat records with parentId, in sort order then code',
);

/** `POST /api/busi/web/college/add`: a new college, or a department of a college. */
export const collegeAdd = call.add(
  collegeScreen,
  collegeFields,
  `Add a college: name up to ${STRUCTURE_LIMITS.nameMax}, two-digit code unique among its siblings, at most ${STRUCTURE_LIMITS.collegeDepth} levels`,
);

/** `POST /api/busi/web/college/edit`: renames, recodes or moves a college. */
export const collegeEdit = call.edit(
  collegeScreen,
  collegeFields,
  'Edit a college; it cannot move under itself, and the tree keeps two levels',
);

/** `POST /api/busi/web/college/delete`: deletes a college without sub-colleges or majors. */
export const collegeDelete = call.remove(
  collegeScreen,
  'Delete a college; refused while it has sub-colleges or majors',
);

/** A major as the list shows it. */
export const majorRecord = z.object({
  majorId: z.string(),
  collegeId: z.string(),
  collegeName: z.string(),
  name: z.string(),
  code: z.string(),
  studyYears: z.int(),
});

/** What the add and edit forms of a major send. */
const majorFields = {
  collegeId: recordId('validation.college.required'),
  name: majorNameSchema,
  /** 2 to 6 letters or digits, unique in the university (upper-cased). */
  code: majorCodeSchema,
  studyYears: studyYearsSchema,
};

const majorScreen = call.screen('major', 'org/major', { majorId: recordId() });

/** `GET /api/busi/web/major/page`: one page of the university's majors. */
export const majorPage = call.page(
  majorScreen,
  {
    /** A college: its majors and those of its sub-colleges. */
    collegeId: z.optional(recordId('validation.college.required')),
    /** Part of the major's name or code. */
    name: keyword,
  },
  majorRecord,
  'A page of majors (10, 20, 50 or 80 a page), by college and by name or code, in code order',
  ['name', 'code', 'studyYears'],
);

/** Every major the list finds with the same filters, streamed for its export. */
export const majorExport = call.exported(majorScreen, majorPage);

/** `POST /api/busi/web/major/add`: a new major in a college. */
export const majorAdd = call.add(
  majorScreen,
  majorFields,
  `Add a major: name up to ${STRUCTURE_LIMITS.nameMax}, code of 2 to 6 letters or digits unique in the university, ${STRUCTURE_LIMITS.studyYears.min} to ${STRUCTURE_LIMITS.studyYears.max} years of study`,
);

/** `POST /api/busi/web/major/edit`: changes a major. */
export const majorEdit = call.edit(majorScreen, majorFields, 'Edit a major; its code stays unique in the university');

/** `POST /api/busi/web/major/delete`: deletes a major. */
export const majorDelete = call.remove(majorScreen, 'Delete a major');
