import { describe, expect, it } from 'vitest';
import { labelLookup } from './labels.ts';
import { DOMAIN_LOCALES, type DomainMessageId, translateDomainMessage } from './messages/index.ts';
import { CERTIFICATE_TYPES, certificateTypeLabel, PARENT_RELATIONSHIPS, relationshipLabel } from './people.ts';
import { SEXES, sexLabel } from './sex.ts';

describe('labelLookup', () => {
  const sexOf = labelLookup(SEXES, sexLabel);
  const relationshipOf = labelLookup(PARENT_RELATIONSHIPS, relationshipLabel);
  const certificateTypeOf = labelLookup(CERTIFICATE_TYPES, certificateTypeLabel);

  // Each lookup, the value it should read (undefined: none) and texts that read as it.
  it.each([
    [sexOf, 'male', ['male', '男']],
    [sexOf, 'female', [' FEMALE ', 'Female']],
    [relationshipOf, 'father', ['父亲', '父親']],
    [relationshipOf, 'other', ['other guardian']],
    [certificateTypeOf, 'primary', ['小学教师资格证', '小學教師資格證']],
  ])(
    'reads a value from itself or its label in any language, case and outer spaces aside: %#',
    (lookup, value, texts) => {
      for (const text of texts) expect(lookup(text)).toBe(value);
    },
  );

  it.each([
    [sexOf, ['', '   ', 'm', '男性']],
    [relationshipOf, ['uncle']],
    [certificateTypeOf, ['primary school']],
  ])('answers undefined for any other text: %#', (lookup, texts) => {
    for (const text of texts) expect(lookup(text)).toBeUndefined();
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
