import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { DOMAIN_MESSAGE_IDS } from './messages/index.ts';
import { issueIdsOf } from './test-support.ts';
import {
  classCodeSchema,
  contactPhoneSchema,
  departmentCodeSchema,
  deviceCountsSchema,
  idCardNumberSchema,
  isContactPhone,
  isWholeLocation,
  latitudeSchema,
  linkSchema,
  loginAccountSchema,
  loginSchema,
  longitudeSchema,
  mapLocationSchema,
  meetScheduleSchema,
  mobileNumberSchema,
  newPasswordSchema,
  organisationAdminPasswordSchema,
  organisationCodeSchema,
  organisationNameSchema,
  passwordChangeSchema,
  passwordSchema,
  personNameSchema,
  reportFeeSchema,
  roleNameSchema,
  trainingPlanNameSchema,
  validationIssues,
  venueCodeSchema,
} from './validation.ts';

describe('login', () => {
  const valid = { accountNum: 'teacher01', password: 'Abc@123!', code: 'x7k2', randomStr: 'r-1' };

  it('accepts a complete form and trims the account', () => {
    expect(loginSchema.parse({ ...valid, accountNum: ' teacher01 ' }).accountNum).toBe('teacher01');
  });

  it('requires the account, password, captcha and its key', () => {
    expect(issueIdsOf(loginSchema, { ...valid, accountNum: '  ' })).toEqual(['validation.login.accountRequired']);
    expect(issueIdsOf(loginSchema, { ...valid, password: '' })).toEqual(['validation.login.passwordRequired']);
    expect(issueIdsOf(loginSchema, { ...valid, code: '' })).toEqual(['validation.login.captchaRequired']);
    expect(issueIdsOf(loginSchema, { ...valid, randomStr: '' })).toEqual(['validation.login.captchaReload']);
    expect(issueIdsOf(loginSchema, {})).toEqual([
      'validation.login.accountRequired',
      'validation.login.passwordRequired',
      'validation.login.captchaRequired',
      'validation.login.captchaReload',
    ]);
  });

  it('refuses Chinese characters and spaces in the password', () => {
    expect(issueIdsOf(loginSchema, { ...valid, password: '密码123' })).toEqual(['validation.password.characters']);
    expect(issueIdsOf(loginSchema, { ...valid, password: 'abc 123' })).toEqual(['validation.password.characters']);
  });
});

describe('passwords and accounts', () => {
  it('wants 6 to 20 characters of letters, digits and symbols', () => {
    expect(issueIdsOf(passwordSchema, 'abc12')).toEqual(['validation.password.length']);
    expect(issueIdsOf(passwordSchema, 'abc123')).toEqual([]);
    expect(issueIdsOf(passwordSchema, 'a'.repeat(20))).toEqual([]);
    expect(issueIdsOf(passwordSchema, 'a'.repeat(21))).toEqual(['validation.password.length']);
    expect(issueIdsOf(passwordSchema, '')).toEqual(['validation.password.required']);
    expect(issueIdsOf(passwordSchema, undefined)).toEqual(['validation.password.required']);
    expect(issueIdsOf(passwordSchema, '中文密码中文密码')).toEqual(['validation.password.characters']);
    expect(issueIdsOf(organisationAdminPasswordSchema, '12345')).toEqual(['validation.orgAdminPassword.length']);
  });

  it('wants the confirmation to equal the new password', () => {
    expect(issueIdsOf(newPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).toEqual([]);
    const result = newPasswordSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' });
    expect(result.success ? [] : validationIssues(result.error)).toEqual([
      { path: 'confirmPassword', id: 'validation.password.mismatch' },
    ]);
    expect(issueIdsOf(newPasswordSchema, { password: 'secret1', confirmPassword: '' })).toContain(
      'validation.password.confirmRequired',
    );
  });

  it('wants the present password besides the new one typed twice', () => {
    const change = { oldPassword: 'secret0', password: 'secret1', confirmPassword: 'secret1' };
    expect(issueIdsOf(passwordChangeSchema, change)).toEqual([]);
    const result = passwordChangeSchema.safeParse({ oldPassword: '', password: 'abc', confirmPassword: '' });
    expect(result.success ? [] : validationIssues(result.error)).toEqual([
      { path: 'oldPassword', id: 'validation.login.passwordRequired' },
      { path: 'password', id: 'validation.password.length' },
      { path: 'confirmPassword', id: 'validation.password.confirmRequired' },
    ]);
  });

  it('wants a login account of 6 to 20 characters', () => {
    expect(issueIdsOf(loginAccountSchema, 'abcde')).toEqual(['validation.account.length']);
    expect(issueIdsOf(loginAccountSchema, ' abcdef ')).toEqual([]);
    expect(issueIdsOf(loginAccountSchema, 'a'.repeat(21))).toEqual(['validation.account.length']);
    expect(issueIdsOf(loginAccountSchema, '')).toEqual(['validation.account.required']);
  });
});

describe('names', () => {
  it('wants person names of 1 to 20 characters', () => {
    expect(issueIdsOf(personNameSchema, '张三')).toEqual([]);
    expect(issueIdsOf(personNameSchema, '   ')).toEqual(['validation.personName.required']);
    expect(issueIdsOf(personNameSchema, '名'.repeat(21))).toEqual(['validation.personName.length']);
  });

  it('wants training plan names of 1 to 20 characters', () => {
    expect(issueIdsOf(trainingPlanNameSchema, '耐力提升计划')).toEqual([]);
    expect(issueIdsOf(trainingPlanNameSchema, '')).toEqual(['validation.trainingPlanName.required']);
    expect(issueIdsOf(trainingPlanNameSchema, 'x'.repeat(21))).toEqual(['validation.trainingPlanName.length']);
  });

  it('wants role names of Chinese, English letters and digits only', () => {
    expect(issueIdsOf(roleNameSchema, '体育教师Admin2')).toEqual([]);
    expect(issueIdsOf(roleNameSchema, 'PE teacher')).toEqual(['validation.roleName.characters']);
    expect(issueIdsOf(roleNameSchema, '教师_1')).toEqual(['validation.roleName.characters']);
    expect(issueIdsOf(roleNameSchema, '')).toEqual(['validation.roleName.required']);
  });
});

describe('identity and contact', () => {
  it('normalises and verifies ID card numbers', () => {
    expect(idCardNumberSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(issueIdsOf(idCardNumberSchema, '110105194912310021')).toEqual(['validation.idCard.checksum']);
    expect(issueIdsOf(idCardNumberSchema, '12345')).toEqual(['validation.idCard.format']);
    expect(issueIdsOf(idCardNumberSchema, '')).toEqual(['validation.idCard.required']);
  });

  it.each([
    ['13812345678', []],
    ['19912345678', []],
    ['12812345678', ['validation.mobile.format']],
    ['1381234567', ['validation.mobile.format']],
    ['', ['validation.mobile.required']],
  ])('wants a mainland mobile number: %j', (mobile, ids) => {
    expect(issueIdsOf(mobileNumberSchema, mobile)).toEqual(ids);
  });
});

describe('codes and counts', () => {
  it('wants class codes from 1 to 99', () => {
    expect(classCodeSchema.parse('7')).toBe(7);
    expect(classCodeSchema.parse(99)).toBe(99);
    expect(issueIdsOf(classCodeSchema, 0)).toEqual(['validation.classCode.range']);
    expect(issueIdsOf(classCodeSchema, 100)).toEqual(['validation.classCode.range']);
    expect(issueIdsOf(classCodeSchema, 2.5)).toEqual(['validation.classCode.range']);
    expect(issueIdsOf(classCodeSchema, '')).toEqual(['validation.classCode.required']);
    expect(issueIdsOf(classCodeSchema, 'abc')).toEqual(['validation.classCode.required']);
    expect(issueIdsOf(classCodeSchema, null)).toEqual(['validation.classCode.required']);
  });

  it('wants two-digit organisation, department and venue codes', () => {
    expect(issueIdsOf(organisationCodeSchema, '01')).toEqual([]);
    expect(issueIdsOf(organisationCodeSchema, '1')).toEqual(['validation.organisationCode.format']);
    expect(issueIdsOf(departmentCodeSchema, '123')).toEqual(['validation.departmentCode.format']);
    expect(issueIdsOf(venueCodeSchema, 'ab')).toEqual(['validation.venueCode.format']);
    expect(issueIdsOf(venueCodeSchema, 12)).toEqual(['validation.venueCode.format']);
  });

  it('wants more activatable devices than activated ones', () => {
    expect(issueIdsOf(deviceCountsSchema, { activatableCount: 10, activatedCount: 9 })).toEqual([]);
    expect(deviceCountsSchema.parse({ activatableCount: '10', activatedCount: '0' })).toEqual({
      activatableCount: 10,
      activatedCount: 0,
    });
    const result = deviceCountsSchema.safeParse({ activatableCount: 5, activatedCount: 5 });
    expect(result.success ? [] : validationIssues(result.error)).toEqual([
      { path: 'activatableCount', id: 'validation.deviceCount.activatableGreater' },
    ]);
    expect(issueIdsOf(deviceCountsSchema, { activatableCount: -1, activatedCount: 0 })).toContain(
      'validation.deviceCount.integer',
    );
    expect(issueIdsOf(deviceCountsSchema, { activatableCount: '', activatedCount: 0 })).toContain(
      'validation.deviceCount.required',
    );
  });
});

describe('money, dates and links', () => {
  it('wants a report fee of at least 0.01 with at most 2 decimals', () => {
    expect(reportFeeSchema.parse('0.01')).toBe(0.01);
    expect(issueIdsOf(reportFeeSchema, 12.5)).toEqual([]);
    expect(issueIdsOf(reportFeeSchema, 0)).toEqual(['validation.reportFee.minimum']);
    expect(issueIdsOf(reportFeeSchema, 0.009)).toEqual(['validation.reportFee.minimum', 'validation.money.decimals']);
    expect(issueIdsOf(reportFeeSchema, 1.005)).toEqual(['validation.money.decimals']);
    expect(issueIdsOf(reportFeeSchema, '')).toEqual(['validation.reportFee.required']);
    expect(issueIdsOf(reportFeeSchema, Number.NaN)).toEqual(['validation.reportFee.required']);
  });

  it('wants the meet time not before the end of registration', () => {
    const end = '2026-05-01T18:00:00+08:00';
    expect(issueIdsOf(meetScheduleSchema, { registrationEnd: end, meetTime: '2026-05-10T08:00:00+08:00' })).toEqual([]);
    expect(issueIdsOf(meetScheduleSchema, { registrationEnd: end, meetTime: end })).toEqual([]);
    expect(
      issueIdsOf(meetScheduleSchema, {
        registrationEnd: new Date(end),
        meetTime: Date.parse('2026-05-01T09:00:00+08:00'),
      }),
    ).toEqual(['validation.meet.timeBeforeRegistrationEnd']);
    expect(issueIdsOf(meetScheduleSchema, { registrationEnd: 'soon', meetTime: null })).toEqual([
      'validation.meet.registrationEndRequired',
      'validation.meet.meetTimeRequired',
    ]);
  });

  it('wants links starting with http:// or https://', () => {
    expect(issueIdsOf(linkSchema, 'https://school.example.cn/report?id=1')).toEqual([]);
    expect(issueIdsOf(linkSchema, 'HTTP://example.org')).toEqual([]);
    expect(issueIdsOf(linkSchema, 'ftp://example.org')).toEqual(['validation.link.protocol']);
    expect(issueIdsOf(linkSchema, 'www.example.org')).toEqual(['validation.link.protocol']);
    expect(issueIdsOf(linkSchema, 'http://')).toEqual(['validation.link.invalid']);
    expect(issueIdsOf(linkSchema, 'http://exa mple.org')).toEqual(['validation.link.invalid']);
    expect(issueIdsOf(linkSchema, '')).toEqual(['validation.link.required']);
  });
});

describe('validationIssues', () => {
  it('maps foreign zod messages to validation.invalid', () => {
    const result = passwordSchema.safeParse(42);
    expect(result.success ? [] : validationIssues(result.error)).toEqual([
      { path: '', id: 'validation.password.required' },
    ]);
    const error = { issues: [{ path: ['a', 0], message: 'Expected string' }] } as unknown as z.core.$ZodError;
    expect(validationIssues(error)).toEqual([{ path: 'a.0', id: 'validation.invalid' }]);
  });

  it('passes on every message id of the catalogue as it is, and no sentence', () => {
    const issuesOf = (message: string) =>
      validationIssues({ issues: [{ path: [], message }] } as unknown as z.core.$ZodError).map((issue) => issue.id);
    for (const id of DOMAIN_MESSAGE_IDS) expect(issuesOf(id), id).toEqual([id]);
    for (const sentence of ['Invalid input: expected string', 'Too small', 'a.b c', '.x', 'x.', 'Validation.x']) {
      expect(issuesOf(sentence), sentence).toEqual(['validation.invalid']);
    }
  });
});

describe('organisation fields', () => {
  it('accepts a mainland mobile number or a landline as the contact telephone', () => {
    for (const phone of ['13800000021', '010-12345678', '0755-1234567', '02112345678', '010-12345678-123']) {
      expect(isContactPhone(phone), phone).toBe(true);
    }
    for (const phone of ['12800000021', '1380000002', '10-12345678', '010-02345678', '010-123456789', 'abc', '']) {
      expect(isContactPhone(phone), phone).toBe(false);
    }
    expect(contactPhoneSchema.parse(' 010-12345678 ')).toBe('010-12345678');
    expect(issueIdsOf(contactPhoneSchema, '  ')).toEqual(['validation.contactPhone.required']);
    expect(issueIdsOf(contactPhoneSchema, '12345')).toEqual(['validation.contactPhone.format']);
  });

  it('requires an organisation name of at most 50 characters', () => {
    expect(organisationNameSchema.parse(' 阳光小学 ')).toBe('阳光小学');
    expect(issueIdsOf(organisationNameSchema, '')).toEqual(['validation.orgName.required']);
    expect(issueIdsOf(organisationNameSchema, '校'.repeat(51))).toEqual(['validation.orgName.length']);
    expect(issueIdsOf(organisationNameSchema, '校'.repeat(50))).toEqual([]);
  });

  it('reads coordinates within range with at most 6 decimals, blank as none', () => {
    expect(longitudeSchema.parse('116.397128')).toBe(116.397128);
    expect(longitudeSchema.parse(-180)).toBe(-180);
    expect(latitudeSchema.parse(90)).toBe(90);
    for (const blank of ['', '  ', null, undefined]) expect(longitudeSchema.parse(blank)).toBeNull();
    for (const bad of [180.000001, -181, 1.1234567, 'east', Number.NaN, true]) {
      expect(issueIdsOf(longitudeSchema, bad), String(bad)).toEqual(['validation.location.longitude']);
    }
    for (const bad of [90.5, -91, 39.1234567]) {
      expect(issueIdsOf(latitudeSchema, bad), String(bad)).toEqual(['validation.location.latitude']);
    }
  });

  it('takes both coordinates of a map location or neither', () => {
    expect(isWholeLocation({ longitude: null, latitude: null })).toBe(true);
    expect(isWholeLocation({ longitude: 1, latitude: 2 })).toBe(true);
    expect(isWholeLocation({ longitude: 1, latitude: null })).toBe(false);
    expect(mapLocationSchema.parse({ longitude: '116.4', latitude: '39.9' })).toEqual({
      longitude: 116.4,
      latitude: 39.9,
    });
    expect(mapLocationSchema.parse({})).toEqual({ longitude: null, latitude: null });
    const result = mapLocationSchema.safeParse({ longitude: 116.4, latitude: '' });
    expect(result.success ? [] : validationIssues(result.error)).toEqual([
      { path: 'latitude', id: 'validation.location.pair' },
    ]);
  });
});
