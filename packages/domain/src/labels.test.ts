import { describe, expect, it } from 'vitest';
import { labelLookup } from './labels.ts';
import { DOMAIN_LOCALES, type DomainMessageId, translateDomainMessage } from './messages/index.ts';
import { CERTIFICATE_TYPES, certificateTypeLabel, PARENT_RELATIONSHIPS, relationshipLabel } from './people.ts';
import { SEXES, sexLabel } from './sex.ts';

describe('labelLookup', () => {
  const sexOf = labelLookup(SEXES, sexLabel);
  const relationshipOf = labelLookup(PARENT_RELATIONSHIPS, relationshipLabel);
  const certificateTypeOf = labelLookup(CERTIFICATE_TYPES, certificateTypeLabel);

  it('reads a value from itself or its label in any language, case and outer spaces aside', () => {
    expect(sexOf('male')).toBe('male');
    expect(sexOf(' FEMALE ')).toBe('female');
    expect(sexOf('男')).toBe('male');
    expect(sexOf('Female')).toBe('female');
    expect(relationshipOf('父亲')).toBe('father');
    expect(relationshipOf('父親')).toBe('father');
    expect(relationshipOf('other guardian')).toBe('other');
    expect(certificateTypeOf('小学教师资格证')).toBe('primary');
    expect(certificateTypeOf('小學教師資格證')).toBe('primary');
  });

  it('answers undefined for any other text', () => {
    expect(sexOf('')).toBeUndefined();
    expect(sexOf('   ')).toBeUndefined();
    expect(sexOf('m')).toBeUndefined();
    expect(sexOf('男性')).toBeUndefined();
    expect(relationshipOf('uncle')).toBeUndefined();
    expect(certificateTypeOf('primary school')).toBeUndefined();
  });

  it('reads back every label of the lists the imports use, so no two values share a label', () => {
    readsBack(SEXES, sexLabel);
    readsBack(PARENT_RELATIONSHIPS, relationshipLabel);
    readsBack(CERTIFICATE_TYPES, certificateTypeLabel);
  });
});

/** Every value of the list, and each of its labels in every language, reads back as that value. */
function readsBack<Value extends string>(values: readonly Value[], idOf: (value: Value) => DomainMessageId): void {
  const lookup = labelLookup(values, idOf);
  for (const value of values) {
    expect(lookup(value)).toBe(value);
    for (const locale of DOMAIN_LOCALES) expect(lookup(translateDomainMessage(locale, idOf(value)))).toBe(value);
  }
}
