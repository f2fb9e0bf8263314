import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors.ts';
import { translateDomainMessage } from './messages/index.ts';

describe('DomainError', () => {
  it('carries a message id and its values, named in its message for logs', () => {
    const error = new DomainError('grade.error.unknown', { grade: '13' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('grade.error.unknown');
    expect(error.values).toEqual({ grade: '13' });
    expect(error.message).toBe('grade.error.unknown {"grade":"13"}');
    expect(translateDomainMessage('en-US', error.code, error.values)).toBe('Unknown grade: 13');
    expect(new DomainError('rounding.error.divisor').values).toEqual({});
    expect(new DomainError('rounding.error.divisor').message).toBe('rounding.error.divisor');
  });

  it('is recognised, also when it crossed a bundle boundary', () => {
    expect(isDomainError(new DomainError('rounding.error.divisor'))).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'DomainError', code: 'rounding.error.divisor' });
    expect(isDomainError(foreign)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ name: 'DomainError', code: 'x' })).toBe(false);
  });
});
