// The mobile API (issue 45): what the students' and parents' app calls, under `/api/mobile/v1`, with
// a mobile session's token (access `mobile`) that no staff route takes and that takes no staff
// route. A student acts for themself; a parent for each of their children, named by `studentId`.
// No screens are built on it here; the OpenAPI document describes it for the app's makers.
import {
  appExerciseFields,
  EXERCISE_KIND_LIST,
  EXERCISE_SOURCES,
  exerciseMeasuresRefinement,
  mobileNumberSchema,
  PHYSIQUE_ITEMS,
  PHYSIQUE_MEASUREMENTS,
  plainText,
  RESULT_BANDS,
  RESULT_SOURCES,
  studentNumberSchema,
  withChecks,
} from '@school-sports/domain';
import * as z from 'zod/mini';
import { passwordDigest } from './auth.ts';
import { defineEndpoint } from './endpoint.ts';
import { pageFields, pageOf, recordId } from './fields.ts';

/** Where every mobile call lives. */
export const MOBILE_API_PREFIX = '/api/mobile/v1';

/**
 * A mobile session's tokens: a bearer access token (an hour) and a refresh token (30 days from its
 * last use) that `token/refresh` exchanges, once, for a new pair.
 */
export const mobileTokenData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: withChecks(z.int(), z.positive()),
  refresh_token: z.string(),
  /** Seconds until the refresh token expires unless used. */
  refresh_expires_in: withChecks(z.int(), z.positive()),
});

/** A one-time activation code as staff hand it out: 10 letters and digits, typed in any case, spaces ignored. */
export const mobileActivationCode = withChecks(
  z.string({ error: 'mobile.activation.code' }),
  z.maxLength(32, 'mobile.activation.code'),
  plainText(),
  z.regex(/^[A-Za-z0-9 -]{10,32}$/, 'mobile.activation.code'),
);

/** A child as the app lists it: the student themself, or each of a parent's children. */
export const mobileChild = z.object({
  studentId: z.string(),
  name: z.string(),
  studentNumber: z.string(),
  className: z.string(),
  orgId: z.string(),
  orgName: z.string(),
});

/** Who the signed-in app is: a student (with themself as the one child) or a parent. */
export const mobileIdentity = z.object({
  kind: z.enum(['student', 'parent']),
  name: z.string(),
  children: z.array(mobileChild),
});

/** A student's identity and tokens, as a sign-in or an activation answers them. */
const signedIn = z.object({ ...mobileTokenData.shape, identity: mobileIdentity });

/** The child a call acts for: the student themself, or a child of the signed-in parent. */
const childField = { studentId: recordId('student.notFound') };

/** `POST /api/mobile/v1/activate`: a first (or new) password set with the code staff handed out. */
export const mobileActivate = defineEndpoint({
  name: 'mobileActivate',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/activate`,
  request: z.object({ code: mobileActivationCode, password: passwordDigest }),
  data: signedIn,
  style: 'json',
  access: 'public',
  summary:
    'Set the mobile password of a student or parent with the one-time activation code staff handed out (7 days, single use; the SHA-256 of the new password), ending their other mobile sessions; answers tokens and who signed in',
});

/** `POST /api/mobile/v1/signIn/student`: a student signs in by school, student number and password. */
export const mobileStudentSignIn = defineEndpoint({
  name: 'mobileStudentSignIn',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/signIn/student`,
  request: z.object({
    orgId: recordId('validation.id.required'),
    studentNumber: studentNumberSchema,
    password: passwordDigest,
  }),
  data: signedIn,
  style: 'json',
  access: 'public',
  summary:
    'Sign a student in to the mobile app: the school (organisation id, answered by the activation), the student number and the SHA-256 of the password; locked after 5 failures as staff sign-in is',
});

/** `POST /api/mobile/v1/signIn/parent`: a parent signs in by mobile number and password. */
export const mobileParentSignIn = defineEndpoint({
  name: 'mobileParentSignIn',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/signIn/parent`,
  request: z.object({ mobile: mobileNumberSchema, password: passwordDigest }),
  data: signedIn,
  style: 'json',
  access: 'public',
  summary:
    'Sign a parent in to the mobile app: the mobile number and the SHA-256 of the password; locked after 5 failures as staff sign-in is',
});

/** `POST /api/mobile/v1/token/refresh`: a new token pair for the refresh token, which is spent. */
export const mobileRefreshToken = defineEndpoint({
  name: 'mobileRefreshToken',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/token/refresh`,
  request: z.object({ refresh_token: withChecks(z.string(), z.minLength(16), z.maxLength(128), plainText()) }),
  data: mobileTokenData,
  style: 'json',
  access: 'public',
  summary:
    'Rotate a mobile session: a new access and refresh token, the refresh token sent spent; sending a spent refresh token again ends the session (both tokens refused, sign in again); an unknown or expired one answers 401',
});

/** `POST /api/mobile/v1/signOut`: the token sent stops working. */
export const mobileSignOut = defineEndpoint({
  name: 'mobileSignOut',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/signOut`,
  request: z.object({}),
  data: z.null(),
  style: 'json',
  access: 'mobile',
  summary: 'Sign the mobile app out: its access and refresh tokens stop working at once',
});

/** `GET /api/mobile/v1/me`: the student, or the parent and their children. */
export const mobileMe = defineEndpoint({
  name: 'mobileMe',
  method: 'GET',
  path: `${MOBILE_API_PREFIX}/me`,
  request: z.object({}),
  data: mobileIdentity,
  style: 'json',
  access: 'mobile',
  summary: 'Who is signed in: a student (themself as the one child) or a parent with their enabled children',
});

/** A slot of a plan as the app offers it. */
export const mobileSlot = z.object({
  slotId: z.string(),
  venueName: z.string(),
  item: z.enum(PHYSIQUE_ITEMS),
  /** `YYYY-MM-DD` */
  day: z.string(),
  /** `HH:MM` on the school's clock (UTC+8). */
  starts: z.string(),
  ends: z.string(),
  capacity: z.int(),
  /** Places left. */
  remaining: z.int(),
  /** The child's own booking of this slot, if any. */
  bookingId: z.nullable(z.string()),
  /** Whether the child's class is booked into this slot by a teacher (the child comes with it). */
  classBooked: z.boolean(),
});

/** A plan the child's class takes part in, with the items of the child's grade and their slots. */
export const mobilePlan = z.object({
  planId: z.string(),
  name: z.string(),
  kind: z.enum(['national', 'school', 'custom']),
  status: z.enum(['notStarted', 'inProgress', 'ended', 'endedEarly']),
  startDate: z.string(),
  endDate: z.string(),
  items: z.array(z.enum(PHYSIQUE_ITEMS)),
  slots: z.array(mobileSlot),
});

/** `GET /api/mobile/v1/plans`: the child's test plans with their slots. */
export const mobilePlans = defineEndpoint({
  name: 'mobilePlans',
  method: 'GET',
  path: `${MOBILE_API_PREFIX}/plans`,
  request: z.object(childField),
  data: z.array(mobilePlan),
  style: 'json',
  access: 'mobile',
  summary:
    "The test plans the child's class takes part in, newest first: the items of the child's grade, and the slots of those items with places left and the child's bookings",
});

/** `POST /api/mobile/v1/booking/add`: the child booked into a slot. */
export const mobileBookingAdd = defineEndpoint({
  name: 'mobileBookingAdd',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/booking/add`,
  request: z.object({ ...childField, slotId: recordId('booking.slotNotFound') }),
  data: z.object({ bookingId: z.string() }),
  style: 'json',
  access: 'mobile',
  summary:
    "Book the child into a slot of a plan of their class, for an item their grade takes: refused when the plan has ended, the slot has begun or is full, or the child (or their class) is booked for the item already; one place, shared with teachers' class bookings",
});

/** `POST /api/mobile/v1/booking/cancel`: the child's own booking cancelled before its slot begins. */
export const mobileBookingCancel = defineEndpoint({
  name: 'mobileBookingCancel',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/booking/cancel`,
  request: z.object({ ...childField, bookingId: recordId('booking.notFound') }),
  data: z.object({ bookingId: z.string() }),
  style: 'json',
  access: 'mobile',
  summary: "Cancel the child's own booking before its slot begins (a class's booking is its teacher's to cancel)",
});

/** A result as the app shows it. */
export const mobileResult = z.object({
  resultId: z.string(),
  planName: z.nullable(z.string()),
  measurement: z.enum(PHYSIQUE_MEASUREMENTS),
  item: z.enum(PHYSIQUE_ITEMS),
  value: z.number(),
  /** `cm`, `kg`, `ml`, `s` or `count`. */
  unit: z.enum(['cm', 'kg', 'ml', 's', 'count']),
  score: z.nullable(z.number()),
  band: z.nullable(z.enum(RESULT_BANDS)),
  /** Waiting for a teacher's second check: it does not count yet. */
  needsCheck: z.boolean(),
  source: z.enum(RESULT_SOURCES),
  measuredAt: z.string(),
});

/** `GET /api/mobile/v1/results`: a page of the child's results, newest first. */
export const mobileResults = defineEndpoint({
  name: 'mobileResults',
  method: 'GET',
  path: `${MOBILE_API_PREFIX}/results`,
  request: z.object({ ...childField, ...pageFields }),
  data: pageOf(mobileResult),
  style: 'json',
  access: 'mobile',
  summary:
    "A page of the child's valid results, newest first: the value in its unit, the item score and band, the source and when it was measured",
});

/** An exercise record as the app shows it. */
export const mobileExercise = z.object({
  recordId: z.string(),
  kind: z.enum(EXERCISE_KIND_LIST),
  count: z.nullable(z.int()),
  /** Metres. */
  distance: z.nullable(z.number()),
  durationSeconds: z.int(),
  startedAt: z.string(),
  source: z.enum(EXERCISE_SOURCES),
});

/** `POST /api/mobile/v1/exercise/add`: an exercise logged in the app (source `app`). */
export const mobileExerciseAdd = defineEndpoint({
  name: 'mobileExerciseAdd',
  method: 'POST',
  path: `${MOBILE_API_PREFIX}/exercise/add`,
  request: withChecks(z.object({ ...childField, ...appExerciseFields }), exerciseMeasuresRefinement),
  data: z.object({ recordId: z.string() }),
  style: 'json',
  access: 'mobile',
  summary:
    "Log an exercise of the child (kind, count or distance as the kind measures, seconds, start with its offset): the rules of devices' exercise, kept with the child's class and grade",
});

/** `GET /api/mobile/v1/exercise/page`: a page of the child's exercise, newest first. */
export const mobileExercisePage = defineEndpoint({
  name: 'mobileExercisePage',
  method: 'GET',
  path: `${MOBILE_API_PREFIX}/exercise/page`,
  request: z.object({ ...childField, ...pageFields }),
  data: pageOf(mobileExercise),
  style: 'json',
  access: 'mobile',
  summary: "A page of the child's exercise, from devices and the app, newest first",
});
