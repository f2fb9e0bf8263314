import { describe, expect, it } from 'vitest';
import { checkIdCardNumber, idCardCheckCharacter } from './id-card.ts';

describe('idCardCheckCharacter', () => {
  it('computes the ISO 7064 MOD 11-2 check character', () => {
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44030620000229123')).toBe('9');
    expect(() => idCardCheckCharacter('1234')).toThrow(expect.objectContaining({ code: 'validation.idCard.format' }));
  });
});

describe('checkIdCardNumber', () => {
  it('accepts the standard example with a final X, in either case', () => {
    const upper = checkIdCardNumber('11010519491231002X');
    expect(upper).toEqual({
      valid: true,
      details: {
        number: '11010519491231002X',
        legacy: false,
        regionCode: '110105',
        birthDate: { year: 1949, month: 12, day: 31 },
        sex: 'female',
      },
    });
    expect(checkIdCardNumber(' 11010519491231002x ')).toEqual(upper);
  });

  it('reads sex from the sequence digit and accepts a leap day', () => {
    const check = checkIdCardNumber('440306200002291239');
    expect(check.valid && check.details.sex).toBe('male');
    expect(check.valid && check.details.birthDate).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('accepts legacy 15-digit numbers', () => {
    const check = checkIdCardNumber('110105491231002');
    expect(check).toMatchObject({
      valid: true,
      details: { legacy: true, birthDate: { year: 1949, month: 12, day: 31 } },
    });
  });

  it('refuses a wrong check character', () => {
    expect(checkIdCardNumber('110105194912310021')).toEqual({ valid: false, reason: 'validation.idCard.checksum' });
  });

  it.each([
    '',
    '1101051949123100',
    '11010519491231002Y',
    '01010519491231002X',
    'abcdefghijklmnopqr',
    '11010519491231002X1',
  ])('refuses the malformed %j', (text) => {
    expect(checkIdCardNumber(text)).toEqual({ valid: false, reason: 'validation.idCard.format' });
  });

  it('refuses impossible and future birth dates', () => {
    const withCheck = (first17: string) => first17 + idCardCheckCharacter(first17);
    expect(checkIdCardNumber(withCheck('44030620010229123'))).toEqual({
      valid: false,
      reason: 'validation.idCard.birthDate',
    });
    expect(checkIdCardNumber(withCheck('44030618991231123'))).toEqual({
      valid: false,
      reason: 'validation.idCard.birthDate',
    });
    expect(checkIdCardNumber(withCheck('44030620001301123'))).toEqual({
      valid: false,
      reason: 'validation.idCard.birthDate',
    });
    expect(checkIdCardNumber('110105491331002')).toEqual({ valid: false, reason: 'validation.idCard.birthDate' });
    const born2024 = '320102202401010014';
    expect(checkIdCardNumber(born2024).valid).toBe(true);
    expect(checkIdCardNumber(born2024, { today: new Date('2023-12-31') })).toEqual({
      valid: false,
      reason: 'validation.idCard.birthDate',
    });
    expect(checkIdCardNumber(born2024, { today: new Date('2024-01-01') }).valid).toBe(true);
  });
});
