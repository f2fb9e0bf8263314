import { DOMAIN_MESSAGE_IDS, isDomainMessageId, PLAIN_LINE, PLAIN_LINES } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { contract } from './index.ts';

/** A text field of a request schema: where it is and what it checks. */
interface TextField {
  endpoint: string;
  path: string;
  checks: Array<{ check?: string; pattern?: RegExp }>;
}

/** Every text field and every object key of a request schema, walking through wrappers. */
function walk(schema: z.ZodMiniType, path: string[], endpoint: string, texts: TextField[], keys: Set<string>) {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const inner = (key: string) => def[key] as z.ZodMiniType;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodMiniType>)) {
        keys.add(key);
        walk(field, [...path, key], endpoint, texts, keys);
      }
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(inner('innerType'), path, endpoint, texts, keys);
    case 'pipe':
      walk(inner('in'), path, endpoint, texts, keys);
      return walk(inner('out'), path, endpoint, texts, keys);
    case 'array':
      return walk(inner('element'), [...path, '[]'], endpoint, texts, keys);
    case 'union':
      for (const option of def.options as z.ZodMiniType[]) walk(option, path, endpoint, texts, keys);
      return;
    case 'string':
      texts.push({
        endpoint,
        path: path.join('.'),
        checks: ((def.checks ?? []) as Array<{ _zod: { def: { check?: string; pattern?: RegExp } } }>).map(
          (check) => check._zod.def,
        ),
      });
      return;
    default:
      // Numbers, booleans, enums, literals, dates and transforms carry no free text.
      expect(
        ['number', 'int', 'boolean', 'enum', 'literal', 'null', 'date', 'transform', 'custom'],
        `${endpoint} ${path.join('.')}`,
      ).toContain(def.type);
  }
}

describe('the request schemas of the contract', () => {
  const texts: TextField[] = [];
  const keys = new Set<string>();
  for (const [name, endpoint] of Object.entries(contract)) walk(endpoint.request, [], name, texts, keys);

  it('hold text fields', () => {
    // A walk that found nothing would prove nothing below.
    expect(texts.length).toBeGreaterThan(100);
  });

  it('bound every text field', () => {
    const unbounded = texts.filter((field) => !field.checks.some((check) => check.check === 'max_length'));
    expect(unbounded.map((field) => `${field.endpoint} ${field.path}`)).toEqual([]);
  });

  it('refuse control and bidi characters in every text field', () => {
    const plain = new Set<unknown>([PLAIN_LINE, PLAIN_LINES]);
    const unclean = texts.filter((field) => !field.checks.some((check) => plain.has(check.pattern)));
    expect(unclean.map((field) => `${field.endpoint} ${field.path}`)).toEqual([]);
  });

  it('name a field of an endpoint that has its own label', () => {
    const requests = new Map<string, Set<string>>();
    for (const [name, endpoint] of Object.entries(contract)) {
      const own = new Set<string>();
      walk(endpoint.request, [], name, [], own);
      requests.set(name, own);
    }
    const own = DOMAIN_MESSAGE_IDS.filter((id) => id.startsWith('field.') && id.split('.').length === 3);
    expect(own.length).toBeGreaterThan(0);
    for (const id of own) {
      const [, endpoint = '', key = ''] = id.split('.');
      expect(requests.get(endpoint)?.has(key), id).toBe(true);
    }
  });

  it('give every request field a label', () => {
    const unlabelled = [...keys].filter((key) => !isDomainMessageId(`field.${key}`));
    expect(unlabelled).toEqual([]);
  });
});
