// The school structure (issue 6): academic years with their semesters, grades, and classes.
// Screens `org/acayear`, `org/grade` and `org/class` of the k12, nf and gx frames.
import {
  academicYearLabel,
  CLASS_CODE_RANGE,
  classCodeSchema,
  firstOverlap,
  isIsoDate,
  isOrderedSpan,
  notBlank,
  parseAcademicYearLabel,
  plainText,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { numberInput, recordId } from './fields.ts';
import * as call from './screen.ts';

/** The longest class name (SPEC 9: names up to 20). */
export const CLASS_NAME_MAX = 20;
/** The largest class size the gateway accepts. */
export const CLASS_SIZE_MAX = 200;

/** An academic-year label such as `2026-2027` (start year 1900 to 9998, end year one more). */
export const academicYearLabelSchema = withChecks(
  z.string({ error: 'validation.academicYear.label' }),
  z.trim(),
  z.maxLength(9, { error: 'validation.academicYear.label', abort: true }),
  z.refine((label: string) => {
    try {
      return academicYearLabel(parseAcademicYearLabel(label)) === label;
    } catch {
      return false;
    }
  }, 'validation.academicYear.label'),
  plainText(),
);

const isoDate = withChecks(
  z.string({ error: 'validation.semester.date' }),
  z.maxLength(10, { error: 'validation.semester.date', abort: true }),
  z.refine((value: string) => isIsoDate(value), 'validation.semester.date'),
  plainText(),
);

function bothDates(span: { startDate: unknown; endDate: unknown }): boolean {
  return isIsoDate(span.startDate) && isIsoDate(span.endDate);
}

/** One semester of an academic year as a form sends it: code 11 or 13, first and last day. */
export const semesterInput = withChecks(
  z.object({
    code: z.literal([11, 13], { error: 'validation.semester.code' }),
    startDate: isoDate,
    endDate: isoDate,
  }),
  // Only once both dates are real dates: a bad date says so, not also "starts after it ends".
  z.refine((span: { startDate: string; endDate: string }) => !bothDates(span) || isOrderedSpan(span), {
    message: 'validation.semester.order',
    path: ['endDate'],
  }),
);

/** The semesters of one academic year: one or two, each code once, not overlapping each other. */
export const semestersInput = withChecks(
  z.array(semesterInput, { error: 'validation.semester.count' }),
  z.minLength(1, 'validation.semester.count'),
  z.maxLength(2, 'validation.semester.count'),
  z.refine(
    (semesters: Array<{ code: number }>) => new Set(semesters.map((entry) => entry.code)).size === semesters.length,
    'validation.semester.duplicate',
  ),
  z.refine(
    (semesters: Array<{ startDate: string; endDate: string }>) => firstOverlap(semesters) === null,
    'academicYear.semestersOverlap',
  ),
);

/** A semester as the gateway answers it; `name` is in the request's language. */
export const semesterRecord = z.object({
  semesterId: z.string(),
  code: z.literal([11, 13]),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** The organisation's current semester: exactly one once any exists. */
  current: z.boolean(),
});

/** An academic year (SPEC 3 "Academic year option": uid, academicYear) with its semesters. */
export const academicYearRecord = z.object({
  uid: z.string(),
  academicYear: z.string(),
  startYear: z.int(),
  semesters: z.array(semesterRecord),
  classCount: z.int(),
});

const academicYearScreen = call.screen('academicYear', 'org/acayear', { uid: recordId() }, 'acayear');

/** `GET /api/busi/web/acayear/list`: the organisation's academic years, newest first. */
export const academicYearList = call.list(
  academicYearScreen,
  academicYearRecord,
  'The academic years of the organisation with their semesters, newest first',
);

/** `POST /api/busi/web/acayear/add`: a new academic year with its semesters. */
export const academicYearAdd = call.add(
  academicYearScreen,
  { academicYear: academicYearLabelSchema, semesters: semestersInput },
  'Add an academic year (unique per organisation) with one or two semesters that overlap no other semester; the first semester ever becomes current',
);

/** `POST /api/busi/web/acayear/edit`: relabel an academic year and replace its semesters. */
export const academicYearEdit = call.edit(
  academicYearScreen,
  { academicYear: academicYearLabelSchema, semesters: semestersInput },
  'Edit an academic year and its semesters; the current semester cannot be removed',
);

/** `POST /api/busi/web/acayear/delete`: deletes an academic year without classes or current semester. */
export const academicYearDelete = call.remove(
  academicYearScreen,
  'Delete an academic year; refused while it has classes or holds the current semester',
);

/** `POST /api/busi/web/acayear/setCurrent`: makes a semester the organisation's current one. */
export const academicYearSetCurrent = call.write(academicYearScreen, 'SetCurrent', 'setCurrent', 'edit', {
  request: z.object({ semesterId: recordId() }),
  data: z.null(),
  summary: 'Make a semester current; the previous current semester stops being current in the same transaction',
});

/** A grade: a school grade level 1 to 12, or a university enrolment year; `name` in the request's language. */
export const gradeRecord = z.object({
  gradeId: z.string(),
  kind: z.enum(['school', 'enrolment']),
  level: z.int(),
  name: z.string(),
  classCount: z.int(),
});

const gradeScreen = call.screen('grade', 'org/grade', {});

/** `GET /api/busi/web/grade/list`: the organisation's grades in order. */
export const gradeList = call.list(
  gradeScreen,
  gradeRecord,
  'The grades of the organisation: school grade levels, or enrolment years at a university',
);

/** `POST /api/busi/web/grade/save`: the grades the organisation has, as one set. */
export const gradeSave = call.write(gradeScreen, 'Save', 'save', 'edit', {
  request: z.object({
    /** Grade levels 1 to 12 at a school; enrolment years (e.g. 2024) at a university. */
    levels: withChecks(
      z.array(numberInput('validation.grade.levels', 1, 9998), { error: 'validation.grade.levels' }),
      z.maxLength(40, 'validation.grade.levels'),
      z.refine((levels: number[]) => new Set(levels).size === levels.length, 'validation.grade.duplicate'),
    ),
  }),
  data: z.array(gradeRecord),
  summary: 'Set the grades of the organisation: missing ones are added, others removed unless they have classes',
});

/** A class status (SPEC 4 "enabled/disabled"). */
export const classStatus = z.enum(['enabled', 'disabled'], { error: 'validation.status.value' });

/** The statuses a class can have: graduated once promoted past its last grade (it keeps code and students). */
export const CLASS_STATUSES = ['enabled', 'disabled', 'graduated'] as const;

const className = withChecks(
  z.string({ error: 'validation.className.required' }),
  z.trim(),
  z.minLength(1, { error: 'validation.className.required', abort: true }),
  notBlank('validation.className.required'),
  z.maxLength(CLASS_NAME_MAX, 'validation.className.length'),
  plainText(),
);

/** What a class form sends. */
const classFields = {
  gradeId: recordId('validation.grade.required'),
  name: className,
  /** 1 to 99, unique within the grade. */
  code: classCodeSchema,
  size: numberInput('validation.classSize.range', 0, CLASS_SIZE_MAX),
  /** One of the organisation's teachers; the class has no head teacher when left out. */
  headTeacherId: z.optional(recordId('teacher.notFound')),
  /** The academic year the class opens in; the current semester's year when left out. */
  academicYearId: z.optional(recordId()),
  /** A university class's college (gx, required there; ignored at schools). */
  collegeId: z.optional(recordId('validation.college.required')),
  /** A university class's major, a major of its college (gx, required there; ignored at schools). */
  majorId: z.optional(recordId('validation.major.required')),
};

/** A class as the gateway answers it. */
export const classRecord = z.object({
  classId: z.string(),
  gradeId: z.string(),
  gradeName: z.string(),
  gradeLevel: z.int(),
  academicYearId: z.nullable(z.string()),
  academicYear: z.nullable(z.string()),
  name: z.string(),
  code: z.int(),
  size: z.int(),
  /** The head teacher, null (and the name '') when the class has none. */
  headTeacherId: z.nullable(z.string()),
  headTeacherName: z.string(),
  status: z.enum(CLASS_STATUSES),
  studentCount: z.int(),
  /** A university class's college and major, null at schools. */
  collegeId: z.nullable(z.string()),
  collegeName: z.nullable(z.string()),
  majorId: z.nullable(z.string()),
  majorName: z.nullable(z.string()),
});

/** A class as filters and pickers list it. */
export const classOption = z.object({
  classId: z.string(),
  gradeId: z.string(),
  name: z.string(),
  code: z.int(),
  status: z.enum(['enabled', 'disabled']),
});

const classScreen = call.screen('class', 'org/class', { classId: recordId() });

/** `GET /api/busi/web/class/page`: one page of the organisation's classes, filtered. */
export const classPage = call.page(
  classScreen,
  {
    gradeId: z.optional(recordId('validation.grade.required')),
    name: z.optional(
      withChecks(z.string(), z.trim(), z.maxLength(CLASS_NAME_MAX, 'validation.className.length'), plainText()),
    ),
    /** Without a status, the classes not graduated; `graduated` lists the graduated ones. */
    status: z.optional(z.enum(CLASS_STATUSES, { error: 'validation.status.value' })),
  },
  classRecord,
  'A page of classes (10, 20, 50 or 80 a page), by grade, name and status (graduated classes only when asked for), in grade and code order',
  ['name', 'code', 'gradeName', 'size'],
);

/** Every class the list finds with the same filters, streamed for its export. */
export const classExport = call.exported(classScreen, classPage);

/** `GET /api/busi/web/class/list`: every class of the organisation (or of a grade), for filters. */
export const classList = call.read(classScreen, 'List', 'list', {
  request: z.object({ gradeId: z.optional(recordId('validation.grade.required')) }),
  data: z.array(classOption),
  summary: 'The classes of the organisation or of one grade, for filters and pickers; graduated classes are left out',
});

/** A college with its own majors, as a university class form offers them. */
export const classCollegeOption = z.object({
  collegeId: z.string(),
  /** `''` for a top-level college. */
  parentId: z.string(),
  name: z.string(),
  majors: z.array(z.object({ majorId: z.string(), name: z.string(), studyYears: z.int() })),
});

/** `GET /api/busi/web/class/placementOptions`: a university's colleges and their majors, for the class form. */
export const classPlacementOptions = call.read(classScreen, 'PlacementOptions', 'placementOptions', {
  request: z.object({}),
  data: z.array(classCollegeOption),
  summary:
    "The university's colleges, each with its own majors, for the college and major of a class (empty at schools)",
});

/** `GET /api/busi/web/class/teacherOptions`: the teachers a class's head teacher can be. */
export const classTeacherOptions = call.read(classScreen, 'TeacherOptions', 'teacherOptions', {
  request: z.object({}),
  data: z.array(z.object({ teacherId: z.string(), name: z.string(), employeeNumber: z.string() })),
  summary: "The organisation's teachers by name, for the head teacher of a class",
});

/** `GET /api/busi/web/class/detail`: one class. */
export const classDetail = call.detail(classScreen, classRecord, 'One class of the organisation');

/** `POST /api/busi/web/class/add`: a new class in a grade. */
export const classAdd = call.add(
  classScreen,
  classFields,
  `Add a class: name up to ${CLASS_NAME_MAX}, code ${CLASS_CODE_RANGE.min} to ${CLASS_CODE_RANGE.max} unique within its grade, size 0 to ${CLASS_SIZE_MAX}`,
);

/** `POST /api/busi/web/class/edit`: changes a class. */
export const classEdit = call.edit(
  classScreen,
  classFields,
  'Edit a class; its code stays unique within its grade; a graduated class is no longer changed',
);

/** `POST /api/busi/web/class/delete`: deletes a class without students. */
export const classDelete = call.remove(
  classScreen,
  'Delete a class; refused while it has students (disable it instead)',
);

/** `POST /api/busi/web/class/status`: enables or disables a class. */
export const classSetStatus = call.setStatus(
  classScreen,
  classStatus,
  'Enable or disable a class, along the enablement transitions of the domain',
);

/** How a promotion's preview names a class. */
const promotedClassFields = { classId: z.string(), name: z.string(), code: z.int() };

/** A class in a promotion's preview: where it goes, or that it graduates. */
export const promotionMove = z.object({
  ...promotedClassFields,
  /** Its grade now, in the request's language. */
  gradeName: z.string(),
  /** `promote`: into the next grade (a university class keeps its enrolment year); `graduate`: past its last. */
  action: z.enum(['promote', 'graduate']),
  /** The grade it moves into (its own at a university); null when it graduates. */
  toGradeName: z.nullable(z.string()),
});

/** A move the promotion refuses: the next grade already has a class with the same code. */
export const promotionCollision = z.object({
  ...promotedClassFields,
  toGradeName: z.string(),
  /** The class already holding the code there. */
  withClassName: z.string(),
});

/** What a promotion would do now. */
export const promotionPlan = z.object({
  /** The academic year classes move into: the one of the current semester; null without one. */
  academicYearId: z.nullable(z.string()),
  academicYear: z.nullable(z.string()),
  moves: z.array(promotionMove),
  collisions: z.array(promotionCollision),
});

const promotionScreen = call.screen('promotion', 'org/grade', {}, 'grade/promotion');

/** `GET /api/busi/web/grade/promotion/preview`: what promoting the classes would do. */
export const promotionPreview = call.read(promotionScreen, 'Preview', 'preview', {
  request: z.object({}),
  data: promotionPlan,
  summary:
    "Preview the promotion into the current semester's academic year: enabled classes of earlier years move up a grade (a school's top grade, or a university class whose enrolment year plus its major's length of study is reached, graduates); moves onto a taken code are listed",
});

/** `POST /api/busi/web/grade/promotion/confirm`: promotes the classes as previewed, all or nothing. */
export const promotionConfirm = call.write(promotionScreen, 'Confirm', 'confirm', 'promote', {
  request: z.object({
    /** The academic year of the preview: refused when the current year is another by now. */
    academicYearId: recordId(),
  }),
  data: z.object({ promoted: z.int(), graduated: z.int() }),
  summary:
    'Promote the classes in one transaction: refused, changing nothing, on a taken code, when nothing is left to promote in the year (a second confirm), or when the current year changed',
});
