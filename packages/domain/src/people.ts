// People: students with their parents, teachers, citizens. The nation dictionary (GB/T
// 3304: China's 56 ethnic groups and 'other', in the three languages), parents' relationships,
// teaching-certificate types, and the field rules the forms, the gateway and the imports share.
import * as z from 'zod/mini';
import { checkIdCardNumber } from './id-card.ts';
import type { DomainLocale, DomainMessageId } from './messages/index.ts';
import { optionalText, withChecks } from './schema.ts';
import { isIsoDate } from './school-year.ts';
import { SEXES } from './sex.ts';
import { plainText, TEXT_MAX } from './text.ts';
import { mobileNumberSchema, personNameSchema } from './validation.ts';

/** Limits of the people screens and imports. */
export const PEOPLE_LIMITS = {
  /** A student has at most four parents (or guardians) on record. */
  parentsPerStudent: 4,
  /** Student, registration, employee and certificate numbers: at most 30 letters, digits or hyphens. */
  numberMax: 30,
  /** A citizen's address: at most 100 characters. */
  addressMax: 100,
  /** Classes one teacher teaches: at most 50. */
  classesPerTeacher: 50,
  /** The earliest birth year accepted. */
  earliestBirthYear: 1900,
} as const;

/**
 * The nation dictionary of GB/T 3304: code, simplified Chinese, traditional Chinese, English. The
 * codes are the standard's two-digit ones (01 Han to 56 Jino, 97 other).
 */
export const NATIONS = [
  ['01', '汉族', '漢族', 'Han'],
  ['02', '蒙古族', '蒙古族', 'Mongol'],
  ['03', '回族', '回族', 'Hui'],
  ['04', '藏族', '藏族', 'Tibetan'],
  ['05', '维吾尔族', '維吾爾族', 'Uyghur'],
  ['06', '苗族', '苗族', 'Miao'],
  ['07', '彝族', '彝族', 'Yi'],
  ['08', '壮族', '壯族', 'Zhuang'],
  ['09', '布依族', '布依族', 'Bouyei'],
  ['10', '朝鲜族', '朝鮮族', 'Korean'],
  ['11', '满族', '滿族', 'Manchu'],
  ['12', '侗族', '侗族', 'Dong'],
  ['13', '瑶族', '瑤族', 'Yao'],
  ['14', '白族', '白族', 'Bai'],
  ['15', '土家族', '土家族', 'Tujia'],
  ['16', '哈尼族', '哈尼族', 'Hani'],
  ['17', '哈萨克族', '哈薩克族', 'Kazakh'],
  ['18', '傣族', '傣族', 'Dai'],
  ['19', '黎族', '黎族', 'Li'],
  ['20', '傈僳族', '傈僳族', 'Lisu'],
  ['21', '佤族', '佤族', 'Va'],
  ['22', '畲族', '畲族', 'She'],
  ['23', '高山族', '高山族', 'Gaoshan'],
  ['24', '拉祜族', '拉祜族', 'Lahu'],
  ['25', '水族', '水族', 'Sui'],
  ['26', '东乡族', '東鄉族', 'Dongxiang'],
  ['27', '纳西族', '納西族', 'Naxi'],
  ['28', '景颇族', '景頗族', 'Jingpo'],
  ['29', '柯尔克孜族', '柯爾克孜族', 'Kyrgyz'],
  ['30', '土族', '土族', 'Tu'],
  ['31', '达斡尔族', '達斡爾族', 'Daur'],
  ['32', '仫佬族', '仫佬族', 'Mulao'],
  ['33', '羌族', '羌族', 'Qiang'],
  ['34', '布朗族', '布朗族', 'Blang'],
  ['35', '撒拉族', '撒拉族', 'Salar'],
  ['36', '毛南族', '毛南族', 'Maonan'],
  ['37', '仡佬族', '仡佬族', 'Gelao'],
  ['38', '锡伯族', '錫伯族', 'Xibe'],
  ['39', '阿昌族', '阿昌族', 'Achang'],
  ['40', '普米族', '普米族', 'Pumi'],
  ['41', '塔吉克族', '塔吉克族', 'Tajik'],
  ['42', '怒族', '怒族', 'Nu'],
  ['43', '乌孜别克族', '烏孜別克族', 'Uzbek'],
  ['44', '俄罗斯族', '俄羅斯族', 'Russian'],
  ['45', '鄂温克族', '鄂溫克族', 'Evenki'],
  ['46', '德昂族', '德昂族', 'Deang'],
  ['47', '保安族', '保安族', 'Bonan'],
  ['48', '裕固族', '裕固族', 'Yugur'],
  ['49', '京族', '京族', 'Gin'],
  ['50', '塔塔尔族', '塔塔爾族', 'Tatar'],
  ['51', '独龙族', '獨龍族', 'Derung'],
  ['52', '鄂伦春族', '鄂倫春族', 'Oroqen'],
  ['53', '赫哲族', '赫哲族', 'Hezhen'],
  ['54', '门巴族', '門巴族', 'Monpa'],
  ['55', '珞巴族', '珞巴族', 'Lhoba'],
  ['56', '基诺族', '基諾族', 'Jino'],
  ['97', '其他', '其他', 'Other'],
] as const;

/** A nation code of {@link NATIONS}. */
export type NationCode = (typeof NATIONS)[number][0];

/** The nation code of the Han, the default. */
export const DEFAULT_NATION: NationCode = '01';

const LOCALE_COLUMN = { 'zh-CN': 1, 'zh-TW': 2, 'en-US': 3 } as const satisfies Record<DomainLocale, 1 | 2 | 3>;

/** The name of a nation in a locale; an unknown code is answered as it is. */
export function nationName(code: string, locale: DomainLocale): string {
  const row = NATIONS.find((nation) => nation[0] === code);
  return row ? row[LOCALE_COLUMN[locale] ?? 1] : code;
}

/**
 * The nation code of a name in any of the three languages (as an import's cell holds it), or of a
 * code itself; `undefined` when nothing matches. Case and spaces do not matter; "Han" and "汉" match
 * "Han" and "汉族".
 */
export function nationCodeOf(text: string): NationCode | undefined {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const nation of NATIONS) {
    if (nation[0] === wanted) return nation[0];
    for (const name of nation.slice(1) as string[]) {
      const lower = name.toLowerCase();
      if (lower === wanted || (lower.endsWith('族') && lower.slice(0, -1) === wanted)) return nation[0];
    }
  }
  return undefined;
}

/** How a parent is related to the student. */
export const PARENT_RELATIONSHIPS = ['father', 'mother', 'grandfather', 'grandmother', 'other'] as const;

/** One of {@link PARENT_RELATIONSHIPS}. */
export type ParentRelationship = (typeof PARENT_RELATIONSHIPS)[number];

/** The message id of a relationship's label. */
export function relationshipLabel(relationship: ParentRelationship): DomainMessageId {
  return `relationship.${relationship}`;
}

/** The types of a teacher's teaching certificate (教师资格证), by school stage. */
export const CERTIFICATE_TYPES = [
  'kindergarten',
  'primary',
  'juniorSecondary',
  'seniorSecondary',
  'vocational',
  'higher',
] as const;

/** One of {@link CERTIFICATE_TYPES}. */
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/** The message id of a certificate type's label. */
export function certificateTypeLabel(type: CertificateType): DomainMessageId {
  return `certificate.${type}`;
}

const NUMBER_TEXT = /^[A-Za-z0-9-]+$/;

/** A sex: `male` or `female`. */
export const sexSchema = z.enum(SEXES, { error: 'validation.sex.value' });

/*#__NO_SIDE_EFFECTS__*/
function numberText(requiredId: DomainMessageId, formatId: DomainMessageId) {
  return withChecks(
    z.string({ error: requiredId }),
    z.trim(),
    z.minLength(1, { error: requiredId, abort: true }),
    z.maxLength(PEOPLE_LIMITS.numberMax, formatId),
    plainText(),
    z.regex(NUMBER_TEXT, formatId),
  );
}

/*#__NO_SIDE_EFFECTS__*/
function optionalNumberText(formatId: DomainMessageId) {
  return optionalText(formatId, PEOPLE_LIMITS.numberMax, z.regex(/^[A-Za-z0-9-]*$/, formatId));
}

/** A student number: required, at most 30 letters, digits or hyphens, unique in the organisation. */
export const studentNumberSchema = numberText('validation.studentNumber.required', 'validation.studentNumber.format');

/** A registration number (学籍号): optional, at most 30 letters, digits or hyphens. */
export const registrationNumberSchema = optionalNumberText('validation.registrationNumber.format');

/** An employee number: optional, at most 30 letters, digits or hyphens, unique in the organisation. */
export const employeeNumberSchema = optionalNumberText('validation.employeeNumber.format');

/** A certificate number: optional, at most 30 letters, digits or hyphens. */
export const certificateNumberSchema = optionalNumberText('validation.certificateNumber.format');

/** A certificate type, or '' for none. */
export const certificateTypeSchema = z._default(
  z.union([z.enum(CERTIFICATE_TYPES), z.literal('')], { error: 'validation.certificateType.value' }),
  '',
);

/** An ID card number that may be left out: '' or a valid number (normalised, see `idCardNumberSchema`). */
export const optionalIdCardSchema = z._default(
  z.pipe(
    withChecks(
      z.string({ error: 'validation.idCard.format' }),
      z.maxLength(TEXT_MAX.short, 'validation.idCard.format'),
      plainText(),
    ),
    z.transform((text: string, context) => {
      const trimmed = text.trim();
      if (trimmed === '') return '';
      const check = checkIdCardNumber(trimmed);
      if (check.valid) return check.details.number;
      context.issues.push({ code: 'custom', message: check.reason, input: text });
      return z.NEVER;
    }),
  ),
  '',
);

/** A nation code of the dictionary, the Han when left out. */
export const nationSchema = z._default(
  z.enum(NATIONS.map((nation) => nation[0]) as [NationCode, ...NationCode[]], { error: 'validation.nation.value' }),
  DEFAULT_NATION,
);

/**
 * A birth date: `YYYY-MM-DD`, a real date from 1900 to today; `null` when left out (empty text too).
 * `today` is read when the value is checked.
 */
export const birthDateSchema = z._default(
  z.nullable(
    z.pipe(
      z.transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)),
      z.nullable(
        withChecks(
          z.string({ error: 'validation.birthDate.format' }),
          z.trim(),
          z.maxLength(10, { error: 'validation.birthDate.format', abort: true }),
          plainText(),
          z.refine(isIsoDate, { error: 'validation.birthDate.format', abort: true }),
          z.refine(
            (text: string) =>
              Number(text.slice(0, 4)) >= PEOPLE_LIMITS.earliestBirthYear &&
              text <= new Date().toISOString().slice(0, 10),
            'validation.birthDate.range',
          ),
        ),
      ),
    ),
  ),
  null,
);

/** A parent of a student as the student form and the import give it. */
export const parentSchema = z.object({
  name: personNameSchema,
  sex: sexSchema,
  relationship: z.enum(PARENT_RELATIONSHIPS, { error: 'validation.relationship.value' }),
  mobile: mobileNumberSchema,
});

/** A student's parents: at most four, each mobile number once. */
export const parentsSchema = withChecks(
  z.array(parentSchema),
  z.maxLength(PEOPLE_LIMITS.parentsPerStudent, 'validation.parents.count'),
  z.refine(
    (parents: readonly { mobile: string }[]) => new Set(parents.map((one) => one.mobile)).size === parents.length,
    'validation.parents.sameMobile',
  ),
);

/** A student's own fields (the class is chosen apart: by id in the form, by name in an import). */
export const studentFields = {
  name: personNameSchema,
  sex: sexSchema,
  studentNumber: studentNumberSchema,
  registrationNumber: registrationNumberSchema,
  idCard: optionalIdCardSchema,
  nation: nationSchema,
  birthDate: birthDateSchema,
};

/** A citizen's address: optional, at most 100 characters. */
export const citizenAddressSchema = optionalText('validation.address.length', PEOPLE_LIMITS.addressMax);

/** A teacher's own fields (login account, password, roles and classes are checked apart). */
export const teacherFields = {
  name: personNameSchema,
  sex: sexSchema,
  mobile: mobileNumberSchema,
  employeeNumber: employeeNumberSchema,
  idCard: optionalIdCardSchema,
  certificateType: certificateTypeSchema,
  certificateNumber: certificateNumberSchema,
};

/** A citizen's fields. */
export const citizenFields = {
  name: personNameSchema,
  sex: sexSchema,
  mobile: mobileNumberSchema,
  idCard: optionalIdCardSchema,
  birthDate: birthDateSchema,
  address: citizenAddressSchema,
};
