import * as z from 'zod/mini';
import { checkIdCardNumber } from './id-card.ts';
import type { DomainMessageId } from './messages/index.ts';
import { decimalPlaces } from './rounding.ts';
import { PASSWORD_CHARACTERS, requiredText, withChecks } from './schema.ts';
import { notBlank, plainText, TEXT_MAX } from './text.ts';

// Every message below is a message id of `domainMessages`: the app and the gateway localise it.

/** The length limits of the product's text fields, in characters. */
export const TEXT_LIMITS = {
  password: { min: 6, max: 20 },
  loginAccount: { min: 6, max: 20 },
  personName: { max: 20 },
  trainingPlanName: { min: 1, max: 20 },
  organisationName: { max: 50 },
  platformName: { max: 30 },
  contactName: { max: 20 },
  address: { max: 100 },
  roleName: { max: 20 },
  mobile: { max: 11 },
  idCard: { max: 18 },
  meetName: { max: 50 },
} as const;

/** Map coordinates: longitude -180 to 180, latitude -90 to 90, at most 6 decimals (about 0.1 m). */
export const COORDINATE_LIMITS = { longitude: 180, latitude: 90, decimals: 6 } as const;

/** Class codes are required whole numbers from 1 to 99 ("at most 99" read as a number, not as a length). */
export const CLASS_CODE_RANGE = { min: 1, max: 99 } as const;

export { type LoginForm, loginSchema } from './login.ts';

/** The smallest report fee, in yuan (one fen); fees have at most 2 decimals. */
export const MINIMUM_REPORT_FEE = 0.01;

const ROLE_NAME_CHARACTERS = /^[\p{Script=Han}A-Za-z0-9]+$/u;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const TWO_DIGITS = /^\d{2}$/;
// A landline: area code 0 and 2 or 3 digits, an optional hyphen, 7 or 8 digits, an optional extension.
const MAINLAND_LANDLINE = /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/;

// A trimmed plain text that must not be empty: trims, then says `id` when nothing visible is left
// (white space and zero-width characters alone are blank).
/*#__NO_SIDE_EFFECTS__*/
function trimmedRequired(id: DomainMessageId, ...checks: z.core.$ZodCheck<string>[]) {
  return withChecks(
    z.string({ error: id }),
    z.trim(),
    z.minLength(1, { error: id, abort: true }),
    notBlank(id),
    plainText(),
    ...checks,
  );
}

/*#__NO_SIDE_EFFECTS__*/
function passwordText(lengthId: DomainMessageId) {
  return requiredText(
    'validation.password.required',
    z.minLength(TEXT_LIMITS.password.min, lengthId),
    z.maxLength(TEXT_LIMITS.password.max, lengthId),
    z.regex(PASSWORD_CHARACTERS, 'validation.password.characters'),
    plainText(),
  );
}

/** A password: 6 to 20 characters, letters, digits and special symbols only. */
export const passwordSchema = passwordText('validation.password.length');

/** An organisation's admin password (also the general admin password): 6 to 20 characters. */
export const organisationAdminPasswordSchema = passwordText('validation.orgAdminPassword.length');

/**
 * A new password and its confirmation: the password as {@link passwordSchema}, the confirmation
 * equal to it (the error is reported on `confirmPassword`).
 */
export const newPasswordSchema = withChecks(
  z.object({
    password: passwordSchema,
    confirmPassword: requiredText('validation.password.confirmRequired'),
  }),
  z.refine((form) => form.password === form.confirmPassword, {
    error: 'validation.password.mismatch',
    path: ['confirmPassword'],
  }),
);

/**
 * A person's change of their own password: the present one (required; the gateway checks it) and a
 * new one typed twice, as {@link newPasswordSchema}.
 */
export const passwordChangeSchema = /*#__PURE__*/ z.intersection(
  z.object({ oldPassword: requiredText('validation.login.passwordRequired') }),
  newPasswordSchema,
);

/** A login account: 6 to 20 characters, surrounding spaces trimmed. */
export const loginAccountSchema = trimmedRequired(
  'validation.account.required',
  z.minLength(TEXT_LIMITS.loginAccount.min, 'validation.account.length'),
  z.maxLength(TEXT_LIMITS.loginAccount.max, 'validation.account.length'),
);

/** A person's name (teacher, student, parent, citizen): required, at most 20 characters, trimmed. */
export const personNameSchema = trimmedRequired(
  'validation.personName.required',
  z.maxLength(TEXT_LIMITS.personName.max, 'validation.personName.length'),
);

/** A sports meet's name: required, at most 50 characters, trimmed. */
export const meetNameSchema = trimmedRequired(
  'validation.meet.nameRequired',
  z.maxLength(TEXT_LIMITS.meetName.max, 'validation.meet.nameLength'),
);

/** A personalised training plan's name: 1 to 20 characters, trimmed. */
export const trainingPlanNameSchema = trimmedRequired(
  'validation.trainingPlanName.required',
  z.maxLength(TEXT_LIMITS.trainingPlanName.max, 'validation.trainingPlanName.length'),
);

/** A role's name: required; Chinese characters, English letters and digits only. */
export const roleNameSchema = trimmedRequired(
  'validation.roleName.required',
  z.maxLength(TEXT_LIMITS.roleName.max, 'validation.text.length'),
  z.regex(ROLE_NAME_CHARACTERS, 'validation.roleName.characters'),
);

/**
 * A resident ID card number (see {@link checkIdCardNumber}): 18 characters with a verified check
 * character (`x` accepted and upper-cased) or a legacy 15-digit number. Output is the normalised number.
 */
export const idCardNumberSchema = z.pipe(
  trimmedRequired('validation.idCard.required', z.maxLength(TEXT_LIMITS.idCard.max, 'validation.idCard.format')),
  z.transform((text: string, context) => {
    const check = checkIdCardNumber(text);
    if (check.valid) return check.details.number;
    context.issues.push({ code: 'custom', message: check.reason, input: text });
    return z.NEVER;
  }),
);

/** A mainland China mobile number: 11 digits, `1` then 3-9 then nine digits. */
export const mobileNumberSchema = trimmedRequired(
  'validation.mobile.required',
  z.maxLength(TEXT_LIMITS.mobile.max, 'validation.mobile.format'),
  z.regex(MAINLAND_MOBILE, 'validation.mobile.format'),
);

/** Whether `text` is a mainland mobile number or a landline such as `010-12345678` (extension allowed). */
export function isContactPhone(text: string): boolean {
  return MAINLAND_MOBILE.test(text) || MAINLAND_LANDLINE.test(text);
}

/** A contact telephone: a mainland mobile number or a landline (see {@link isContactPhone}). */
export const contactPhoneSchema = trimmedRequired(
  'validation.contactPhone.required',
  z.maxLength(TEXT_MAX.short, 'validation.contactPhone.format'),
  z.refine((text: string) => isContactPhone(text), 'validation.contactPhone.format'),
);

/** An organisation's name: required, at most 50 characters, trimmed. */
export const organisationNameSchema = trimmedRequired(
  'validation.orgName.required',
  z.maxLength(TEXT_LIMITS.organisationName.max, 'validation.orgName.length'),
);

// Forms hand numbers over as strings; a blank string is "missing", not zero.
/*#__NO_SIDE_EFFECTS__*/
function numberInput(requiredId: DomainMessageId, ...checks: z.core.$ZodCheck<number>[]) {
  return z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
    ),
    withChecks(z.number({ error: requiredId }), ...checks),
  );
}

/** A class code: a whole number from 1 to 99 (numeric strings accepted). */
export const classCodeSchema = numberInput(
  'validation.classCode.required',
  z.refine((code: number) => Number.isInteger(code), 'validation.classCode.range'),
  z.gte(CLASS_CODE_RANGE.min, 'validation.classCode.range'),
  z.lte(CLASS_CODE_RANGE.max, 'validation.classCode.range'),
);

/*#__NO_SIDE_EFFECTS__*/
function twoDigitCode(id: DomainMessageId) {
  return withChecks(
    z.string({ error: id }),
    z.trim(),
    z.maxLength(2, { error: id, abort: true }),
    plainText(),
    z.regex(TWO_DIGITS, id),
  );
}

/** An organisation code: exactly two digits (`01`). */
export const organisationCodeSchema = twoDigitCode('validation.organisationCode.format');

/** A department code: exactly two digits. */
export const departmentCodeSchema = twoDigitCode('validation.departmentCode.format');

/** A venue ID: exactly two digits. */
export const venueCodeSchema = twoDigitCode('validation.venueCode.format');

/** A device count: a whole number, 0 or more (numeric text accepted). */
export const deviceCountSchema = numberInput(
  'validation.deviceCount.required',
  z.refine((count: number) => Number.isInteger(count), 'validation.deviceCount.integer'),
  z.gte(0, 'validation.deviceCount.integer'),
);

/**
 * An organisation's device counts: whole numbers, the activatable count strictly greater than the
 * activated count (the error is reported on `activatableCount`).
 */
export const deviceCountsSchema = withChecks(
  z.object({ activatableCount: deviceCountSchema, activatedCount: deviceCountSchema }),
  z.refine((counts) => counts.activatableCount > counts.activatedCount, {
    error: 'validation.deviceCount.activatableGreater',
    path: ['activatableCount'],
  }),
);

/** A report fee in yuan: at least 0.01, at most 2 decimals (numeric strings accepted). */
export const reportFeeSchema = numberInput(
  'validation.reportFee.required',
  z.gte(MINIMUM_REPORT_FEE, 'validation.reportFee.minimum'),
  z.refine((fee: number) => decimalPlaces(fee) <= 2, 'validation.money.decimals'),
);

// A coordinate, or null when left blank (`''`, null or missing).
/*#__NO_SIDE_EFFECTS__*/
function coordinate(id: DomainMessageId, limit: number) {
  return z.pipe(
    z.transform((value: unknown) =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
        ? null
        : typeof value === 'string'
          ? Number(value.trim())
          : value,
    ),
    z.nullable(
      withChecks(
        z.number({ error: id }),
        z.gte(-limit, id),
        z.lte(limit, id),
        z.refine((degrees: number) => decimalPlaces(degrees) <= COORDINATE_LIMITS.decimals, id),
      ),
    ),
  );
}

/** A longitude from -180 to 180 with at most 6 decimals; blank is null. */
export const longitudeSchema = coordinate('validation.location.longitude', COORDINATE_LIMITS.longitude);

/** A latitude from -90 to 90 with at most 6 decimals; blank is null. */
export const latitudeSchema = coordinate('validation.location.latitude', COORDINATE_LIMITS.latitude);

/** Whether a map location is whole: both coordinates given, or neither. */
export function isWholeLocation(location: { longitude: number | null; latitude: number | null }): boolean {
  return (location.longitude === null) === (location.latitude === null);
}

/**
 * A map location: longitude and latitude (see {@link longitudeSchema}), both or neither (the error
 * is reported on `latitude`).
 */
export const mapLocationSchema = withChecks(
  z.object({ longitude: longitudeSchema, latitude: latitudeSchema }),
  z.refine(isWholeLocation, { error: 'validation.location.pair', path: ['latitude'] }),
);

/*#__NO_SIDE_EFFECTS__*/
function dateInput(id: DomainMessageId) {
  return z.pipe(
    z.transform((value: unknown) => (typeof value === 'string' || typeof value === 'number' ? new Date(value) : value)),
    z.date({ error: id }),
  );
}

/**
 * A meet's dates (Date objects, ISO strings or epoch milliseconds): the meet time must not precede
 * the end of registration (equal is fine). The error is reported on `meetTime`.
 */
export const meetScheduleSchema = withChecks(
  z.object({
    registrationEnd: dateInput('validation.meet.registrationEndRequired'),
    meetTime: dateInput('validation.meet.meetTimeRequired'),
  }),
  z.refine((meet) => meet.meetTime.getTime() >= meet.registrationEnd.getTime(), {
    error: 'validation.meet.timeBeforeRegistrationEnd',
    path: ['meetTime'],
  }),
);

/** A link: starts with `http://` or `https://` (any case) and is a valid URL with a host. */
export const linkSchema = trimmedRequired(
  'validation.link.required',
  z.maxLength(TEXT_MAX.url, 'validation.text.length'),
  z.superRefine((link: string, context) => {
    if (!/^https?:\/\//i.test(link)) {
      context.addIssue({ code: 'custom', message: 'validation.link.protocol', input: link });
      return;
    }
    try {
      if (new URL(link).hostname !== '') return;
    } catch {
      // Falls through to the issue below.
    }
    context.addIssue({ code: 'custom', message: 'validation.link.invalid', input: link });
  }),
);

/** One refused field of a form: its dotted path (`''` for the whole form) and message id. */
export interface ValidationIssue {
  /** Dotted path of the field, e.g. `confirmPassword`; `''` when the whole value is refused. */
  readonly path: string;
  /** The message id; `validation.invalid` when zod reported something without one of ours. */
  readonly id: DomainMessageId;
}

/**
 * The shape of a message id (`validation.password.length`): words joined by dots, no spaces. Our
 * schemas give only ids; zod's own messages ("Invalid input: expected string") are sentences. The
 * shape is checked rather than the catalogue, which would bring every text into a form's bundle.
 */
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/**
 * The issues of a failed parse as message ids with field paths, in zod's order, ready to be
 * translated by `translateDomainMessage`.
 */
export function validationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    id: MESSAGE_ID.test(issue.message) ? (issue.message as DomainMessageId) : 'validation.invalid',
  }));
}
