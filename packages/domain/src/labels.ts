import { DOMAIN_LOCALES, type DomainMessageId, translateDomainMessage } from './messages/index.ts';

/**
 * A reader of a closed list's values (sexes, parents' relationships, certificate types...) from
 * text a person typed: the value itself (`male`) or its label in any of the three languages (男,
 * Male), case and surrounding spaces aside. It answers `undefined` for any other text.
 *
 * Spreadsheets are filled in whatever language their author reads, so an import accepts every
 * language's label whatever the caller's language is.
 *
 * @param values - the list's values.
 * @param idOf - the message id of a value's label (`sexLabel`, `relationshipLabel`...).
 */
export function labelLookup<Value extends string>(
  values: readonly Value[],
  idOf: (value: Value) => DomainMessageId,
): (text: string) => Value | undefined {
  const map = new Map<string, Value>();
  for (const value of values) {
    map.set(value.toLowerCase(), value);
    for (const locale of DOMAIN_LOCALES) map.set(translateDomainMessage(locale, idOf(value)).toLowerCase(), value);
  }
  return (text) => map.get(text.trim().toLowerCase());
}
