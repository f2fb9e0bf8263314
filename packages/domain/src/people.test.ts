import { describe, expect, it } from 'vitest';
import { translateDomainMessage } from './messages/index.ts';
import {
  birthDateSchema,
  CERTIFICATE_TYPES,
  certificateTypeLabel,
  NATIONS,
  nationCodeOf,
  nationName,
  nationSchema,
  optionalIdCardSchema,
  PARENT_RELATIONSHIPS,
  parentsSchema,
  registrationNumberSchema,
  relationshipLabel,
  studentNumberSchema,
} from './people.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the nation dictionary', () => {
  it('holds the 56 ethnic groups of GB/T 3304 and other, with unique codes', () => {
    expect(NATIONS).toHaveLength(57);
    expect(new Set(NATIONS.map((nation) => nation[0])).size).toBe(57);
    expect(nationName('01', 'zh-CN')).toBe('汉族');
    expect(nationName('05', 'zh-TW')).toBe('維吾爾族');
    expect(nationName('56', 'en-US')).toBe('Jino');
    expect(nationName('99', 'en-US')).toBe('99');
  });

  it('reads a nation from its code or its name in any language, with or without 族', () => {
    const readings = [
      ['03', ['03', '回', '回族']],
      ['05', ['  uyghur ']],
      ['10', ['朝鮮族']],
      ['97', ['其他']],
      [undefined, ['', '火星族']],
    ] as const;
    for (const [code, texts] of readings) for (const text of texts) expect(nationCodeOf(text)).toBe(code);
    expect(nationSchema.parse(undefined)).toBe('01');
    expect(messageOf(nationSchema.safeParse('99'))).toBe('validation.nation.value');
  });
});

describe('people field rules', () => {
  it('checks student and registration numbers', () => {
    expect(studentNumberSchema.parse(' S-2026-001 ')).toBe('S-2026-001');
    expect(messageOf(studentNumberSchema.safeParse(''))).toBe('validation.studentNumber.required');
    expect(messageOf(studentNumberSchema.safeParse('S 1'))).toBe('validation.studentNumber.format');
    expect(messageOf(studentNumberSchema.safeParse('1'.repeat(31)))).toBe('validation.studentNumber.format');
    expect(registrationNumberSchema.parse(undefined)).toBe('');
    expect(messageOf(registrationNumberSchema.safeParse('G#1'))).toBe('validation.registrationNumber.format');
  });

  it('takes an ID card number or nothing', () => {
    expect(optionalIdCardSchema.parse(undefined)).toBe('');
    expect(optionalIdCardSchema.parse('  ')).toBe('');
    expect(optionalIdCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(messageOf(optionalIdCardSchema.safeParse('110101201905060011'))).toBe('validation.idCard.checksum');
    expect(messageOf(optionalIdCardSchema.safeParse(12))).toBe('validation.idCard.format');
  });

  it('takes a real birth date from 1900 to today, or none', () => {
    expect(birthDateSchema.parse(undefined)).toBeNull();
    expect(birthDateSchema.parse('')).toBeNull();
    expect(birthDateSchema.parse(null)).toBeNull();
    expect(birthDateSchema.parse('2019-02-28')).toBe('2019-02-28');
    expect(messageOf(birthDateSchema.safeParse('2019-02-30'))).toBe('validation.birthDate.format');
    expect(messageOf(birthDateSchema.safeParse(20190228))).toBe('validation.birthDate.format');
    expect(messageOf(birthDateSchema.safeParse('1899-12-31'))).toBe('validation.birthDate.range');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(messageOf(birthDateSchema.safeParse(tomorrow))).toBe('validation.birthDate.range');
  });

  it('takes at most four parents with different mobile numbers', () => {
    const parentOf = (mobile: string) => ({ name: '家长', sex: 'female', relationship: 'mother', mobile });
    expect(parentsSchema.parse([parentOf('13900000001'), parentOf('13900000002')])).toHaveLength(2);
    expect(
      messageOf(
        parentsSchema.safeParse(
          ['13900000001', '13900000002', '13900000003', '13900000004', '13900000005'].map(parentOf),
        ),
      ),
    ).toBe('validation.parents.count');
    expect(messageOf(parentsSchema.safeParse([parentOf('13900000001'), parentOf('13900000001')]))).toBe(
      'validation.parents.sameMobile',
    );
    expect(messageOf(parentsSchema.safeParse([{ ...parentOf('13900000001'), relationship: 'uncle' }]))).toBe(
      'validation.relationship.value',
    );
  });

  it('labels relationships and certificate types in the three languages', () => {
    for (const relationship of PARENT_RELATIONSHIPS) {
      expect(translateDomainMessage('en-US', relationshipLabel(relationship))).not.toBe(
        relationshipLabel(relationship),
      );
    }
    expect(translateDomainMessage('zh-CN', relationshipLabel('mother'))).toBe('母亲');
    for (const type of CERTIFICATE_TYPES) {
      expect(translateDomainMessage('zh-TW', certificateTypeLabel(type))).toMatch(/教師資格證$/);
    }
  });
});
