// Every route the gateway registers, driven with hostile input by an admin who may call it: no
// answer is a 5xx, every refusal of a field names it by its label in the caller's language (never
// by its code name), and a refused write changes nothing.
import {
  catalogueEntries,
  DOMAIN_LOCALES,
  DOMAIN_MESSAGE_IDS,
  type DomainLocale,
  type DomainMessageId,
  type Frame,
  translateDomainMessage,
} from '@school-sports/domain';
import type { Endpoint } from '@school-sports/gateway-client/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordDigestOf } from '../auth/password.ts';
import { DEMO_PASSWORD } from '../seed/demo.ts';
import { sweepDatabase } from '../testing/databases.ts';
import { bearer, openTestGateway, signIn, type TestGateway } from '../testing/gateway.ts';
import { filePart, injectMultipart } from '../testing/multipart.ts';

/** The admin of the demo seed who holds every menu of a frame. */
const ADMIN_OF_FRAME: Record<Frame, string> = {
  k12: 'k12admin',
  admin: 'sysadmin',
  gx: 'gxadmin',
  nf: 'nfadmin',
  single: 'entadmin',
};

/** Tables a call may change without writing anything of the product: sign-in state. */
const SIGN_IN_TABLES = new Set(['session', 'captcha', 'login_throttle', 'mobile_session']);

/** Over the gateway's 1 MiB body limit. */
const HUGE_BODY = 'x'.repeat(1024 * 1024 + 1);

/** Runs of hostile input per route: few, as there are many routes and one shared gateway. */
const RUNS_PER_ROUTE = 6;

// Characters no text field takes: C0 and C1 controls (line breaks and tabs inside a one-line
// field too), DEL, bidi overrides and isolates.
const forbidden = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\n',
  '\t',
  '\r',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
);

/** A text that every field refuses, whatever its type: a forbidden character inside. */
const refusedText = fc
  .tuple(fc.string({ minLength: 1, maxLength: 6 }), forbidden, fc.string({ minLength: 1, maxLength: 6 }))
  .map(([before, bad, after]) => `a${before}${bad}${after}b`);

/** A long text, sent in full but shown short when fast-check reports a counterexample. */
class LongText {
  readonly unit: string;
  readonly count: number;
  constructor(unit: string, count: number) {
    this.unit = unit;
    this.count = count;
  }
  toJSON(): string {
    return this.unit.repeat(this.count);
  }
  toString(): string {
    return this.toJSON();
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.unit)} x ${this.count}`;
  }
}

const zeroWidthOnly = fc
  .array(fc.constantFrom('\u200B', '\u200C', '\u200D', '\uFEFF', ' '), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

/** Any hostile value: refused texts, blank texts, long texts, odd numbers, arrays and objects. */
const hostile = fc.oneof(
  refusedText,
  zeroWidthOnly,
  fc.constantFrom(new LongText('x', 300_000), new LongText('张', 100_000)),
  fc.constantFrom(1e308, -1e308, -1, 1.5, 0, 'NaN', 'Infinity', '1e999', '-0x1', '0b11', ' 12 ', '١٢'),
  fc.constantFrom(null, true, [], ['a', 'b'], [null], {}, { $ne: null }, { toString: 'x' }, [['a']]),
  fc.array(refusedText, { minLength: 1, maxLength: 3 }),
);

/** The top-level fields of an endpoint's request, when it is an object. */
function requestKeys(endpoint: Endpoint): string[] {
  const def = endpoint.request._zod.def as { type: string; shape?: Record<string, unknown> };
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** A query string from hostile values: arrays repeat the key, objects become `key[field]`. */
function queryOf(payload: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value !== null && typeof value === 'object' && !(value instanceof LongText))
      for (const [field, item] of Object.entries(value)) add(`${key}[${field}]`, item);
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(payload)) add(key, value);
  return pairs.join('&');
}

/** A message template as a pattern: its placeholders take any text. */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+');
  return new RegExp(`^${escaped}$`, 's');
}

// What a refusal may say, per language: a field's label then a message, or a message of the
// catalogue that names its field in words.
const LABELS = DOMAIN_MESSAGE_IDS.filter((id) => id.startsWith('field.'));
const SPOKEN = Object.fromEntries(
  DOMAIN_LOCALES.map((locale) => [
    locale,
    {
      labels: LABELS.map((id) => translateDomainMessage(locale, id)),
      // A message that could be about any field never stands alone: it follows a label.
      messages: DOMAIN_MESSAGE_IDS.filter(
        (id) => !id.startsWith('field.') && !id.startsWith('validation.text.') && id !== 'validation.invalid',
      ).map((id: DomainMessageId) => templatePattern(translateDomainMessage(locale, id))),
    },
  ]),
) as Record<DomainLocale, { labels: string[]; messages: RegExp[] }>;

/** Checks a refusal's text: each part labelled or a catalogue message, no code name of a field. */
function expectSpoken(message: string, locale: DomainLocale, keys: string[], context: string): void {
  expect(message, context).not.toBe('');
  const { labels, messages } = SPOKEN[locale];
  for (const part of message.split('; ')) {
    const labelled = labels.some((label) => part.startsWith(`${label}: `));
    expect(labelled || messages.some((pattern) => pattern.test(part)), `${context}: ${part}`).toBe(true);
  }
  // Code names (`accountId`, `refresh_token`) are never words of a message.
  for (const key of keys.filter((name) => /[A-Z_]/.test(name))) expect(message, context).not.toContain(key);
  expect(message, context).not.toContain(`${translateDomainMessage(locale, 'request.malformed')}: `);
}

describe.each(sweepDatabase())('hostile input on $name', ({ open }) => {
  let gateway: TestGateway;
  const tokens = new Map<string, string>();
  /** A demo parent's mobile token: the mobile routes are driven as their app. */
  let mobileToken = '';
  // The frame whose admin may call a menu function.
  const frameOfFunction = new Map<string, Frame>();
  /** The frame a button of a menu function is called in: the first that offers that button there. */
  const frameOfButton = new Map<string, Frame>();

  beforeAll(async () => {
    // Each refused write is checked against a fingerprint of every table. The runner queues its
    // recurring jobs (housekeeping, the physique recount) on its own clock, every 30 s, and a row it
    // writes then would be laid at whichever route was being tried: here they are queued once, as
    // the gateway starts, and not again during the walk.
    gateway = await openTestGateway(open, { jobs: { scheduleEveryMs: 24 * 3_600_000 } });
    await gateway.app.jobs.drain();
    for (const account of new Set(Object.values(ADMIN_OF_FRAME))) {
      tokens.set(account, (await signIn(gateway.app, account)).access);
    }
    const parentSignIn = await gateway.app.inject({
      method: 'POST',
      url: '/api/mobile/v1/signIn/parent',
      payload: { mobile: '13700000001', password: passwordDigestOf(DEMO_PASSWORD) },
    });
    if (parentSignIn.statusCode !== 200) throw new Error(`mobile sign-in: ${parentSignIn.body}`);
    mobileToken = parentSignIn.json().data.access_token;
    const preference: string[] = ['k12', 'admin', 'gx', 'nf', 'single'];
    for (const entry of catalogueEntries().sort((a, b) => preference.indexOf(a.frame) - preference.indexOf(b.frame))) {
      if (entry.menuType === '0' && !frameOfFunction.has(entry.menuPath))
        frameOfFunction.set(entry.menuPath, entry.frame as Frame);
      const button = `${entry.menuPath}:${entry.permission.split(':').pop()}`;
      if (entry.menuType === '1' && !frameOfButton.has(button)) frameOfButton.set(button, entry.frame as Frame);
    }
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** The token of an admin allowed to call `endpoint`, or null for a public or device call. */
  function tokenFor(endpoint: Endpoint): string | null {
    const access = endpoint.access;
    if (access === 'public' || access === 'device') return null;
    if (access === 'mobile') return mobileToken;
    const frame =
      access === 'session'
        ? 'k12'
        : ((access.button ? frameOfButton.get(`${access.funPath}:${access.button}`) : undefined) ??
          frameOfFunction.get(access.funPath));
    if (!frame) throw new Error(`${endpoint.name}: no frame offers ${JSON.stringify(access)}`);
    return tokens.get(ADMIN_OF_FRAME[frame]) ?? null;
  }

  /** A fingerprint of every product table: a refused write must leave it as it was. */
  async function fingerprint(): Promise<string> {
    const db = gateway.database.db;
    const tables = (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: Array<{ tablename: string }> };
    const parts: string[] = [];
    for (const { tablename } of tables.rows) {
      if (SIGN_IN_TABLES.has(tablename)) continue;
      const result = (await db.execute(
        sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from ${sql.identifier(tablename)} t`,
      )) as unknown as { rows: Array<{ print: string }> };
      parts.push(`${tablename}=${result.rows[0]?.print}`);
    }
    return parts.join('\n');
  }

  async function send(
    endpoint: Endpoint,
    payload: Record<string, unknown>,
    locale: DomainLocale,
    body?: string,
  ): Promise<LightMyRequestResponse> {
    const token = tokenFor(endpoint);
    const headers: Record<string, string> = token ? bearer(token) : {};
    headers['accept-language'] = locale;
    // Path parameters take their hostile value in the path.
    const fields = { ...payload };
    const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
      const value = fields[name];
      delete fields[name];
      return encodeURIComponent(
        typeof value === 'string' || value instanceof LongText ? String(value) : JSON.stringify(value ?? ''),
      );
    });
    if (endpoint.method === 'GET') {
      const query = queryOf(fields);
      return gateway.app.inject({ method: 'GET', url: query ? `${path}?${query}` : path, headers });
    }
    return gateway.app.inject({
      method: endpoint.method,
      url: path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body ?? JSON.stringify(fields),
    });
  }

  /** Fails on a 5xx; checks what a 400 says. */
  function expectAnswered(response: LightMyRequestResponse, endpoint: Endpoint, keys: string[], locale: DomainLocale) {
    const context = `${endpoint.method} ${endpoint.path} [${locale}]`;
    expect(response.statusCode, `${context}: ${response.body.slice(0, 500)}`).toBeLessThan(500);
    // The admin may call every route: a refusal is about the input, never about who calls.
    if (endpoint.access !== 'device')
      expect([401, 403], `${context}: ${response.body}`).not.toContain(response.statusCode);
    if (response.statusCode === 400) expectSpoken(response.json().msg, locale, keys, context);
  }

  it('registers the routes it drives', () => {
    expect(gateway.app.endpoints.length).toBeGreaterThan(100);
  });

  it('answers every route 4xx, never 5xx, for hostile fields, and a refused write changes nothing', async () => {
    const failures: string[] = [];
    for (const endpoint of gateway.app.endpoints) {
      const keys = requestKeys(endpoint);
      // A write without fields (sign-out) has nothing hostile to refuse: only its body limit is tried.
      if (endpoint.method !== 'GET' && keys.length === 0) continue;
      const isWrite = endpoint.method !== 'GET';
      const before = isWrite ? await fingerprint() : '';
      const payloads = fc.record(Object.fromEntries(keys.map((key) => [key, hostile])));
      // One field always carries a value no field takes, so a write can only be refused.
      const first = keys[0];
      await fc.assert(
        fc.asyncProperty(
          payloads,
          refusedText,
          fc.constantFrom(...DOMAIN_LOCALES),
          async (payload, refused, locale) => {
            const fields = first === undefined ? payload : { ...payload, [first]: refused };
            const response = await send(endpoint, fields, locale);
            expectAnswered(response, endpoint, keys, locale);
            if (isWrite) expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      if (isWrite && (await fingerprint()) !== before) failures.push(`${endpoint.method} ${endpoint.path} wrote`);
    }
    expect(failures).toEqual([]);
    // One test walks every route, so its time grows with the contract: its bound is a hang's.
  }, 300_000);

  it('refuses hostile text fields of every upload and import the same way, and stores nothing', async () => {
    const uploads = gateway.app.endpoints.filter((endpoint) => endpoint.style === 'multipart');
    expect(uploads.length).toBeGreaterThan(0);
    // A multipart field is text: hostile texts only, one of them refused by every field.
    const texts = fc.oneof(refusedText, zeroWidthOnly, fc.constantFrom('x'.repeat(5000), ' 1e308 ', 'NaN'));
    for (const endpoint of uploads) {
      const keys = requestKeys(endpoint);
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(keys.map((key) => [key, texts]))),
          refusedText,
          fc.constantFrom(...DOMAIN_LOCALES),
          async (fields, refused, locale) => {
            const first = keys[0];
            const values: Record<string, string> = first === undefined ? fields : { ...fields, [first]: refused };
            const token = tokenFor(endpoint);
            const headers = { ...(token ? bearer(token) : {}), 'accept-language': locale };
            const response = await injectMultipart(
              gateway.app,
              { method: endpoint.method, url: endpoint.path, headers },
              [
                ...Object.entries(values).map(([name, value]) => ({ name, value })),
                filePart('a.xlsx', Buffer.from('PK\u0003\u0004 not a workbook')),
              ],
            );
            expectAnswered(response, endpoint, keys, locale);
            expect(response.statusCode, `${endpoint.path}: ${response.body}`).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      expect(await fingerprint(), endpoint.path).toBe(before);
    }
  });

  it('answers a body over the limit with 413 on every write', async () => {
    for (const endpoint of gateway.app.endpoints.filter((one) => one.method !== 'GET' && one.style !== 'multipart')) {
      const response = await send(endpoint, {}, 'en-US', JSON.stringify({ name: HUGE_BODY }));
      expect(response.statusCode, `${endpoint.path}: ${response.body.slice(0, 200)}`).toBe(413);
    }
  });

  it('names the field of a huge role name (900 kB) by its label', async () => {
    const role = gateway.app.endpoints.find((endpoint) => endpoint.name === 'roleAdd');
    if (!role) throw new Error('no roleAdd');
    const before = await fingerprint();
    for (const locale of DOMAIN_LOCALES) {
      const response = await send(role, { name: '体'.repeat(300_000) }, locale);
      expect(response.statusCode).toBe(400);
      const label = translateDomainMessage(locale, 'field.name');
      expect(response.json().msg).toBe(
        `${label}: ${translateDomainMessage(locale, 'validation.text.length', { max: 20 })}`,
      );
    }
    expect(await fingerprint()).toBe(before);
  });

  it('says which field holds a control character, in each language', async () => {
    const byName = (name: string) => {
      const endpoint = gateway.app.endpoints.find((one) => one.name === name);
      if (!endpoint) throw new Error(`no ${name}`);
      return endpoint;
    };
    const cases: Array<[string, Record<string, unknown>, Record<DomainLocale, string>]> = [
      [
        'userPage',
        { keyword: 'a\u0000b' },
        {
          'zh-CN': '搜索内容: 不能包含控制字符',
          'zh-TW': '搜尋內容: 不能包含控制字元',
          'en-US': 'Search text: must not contain control characters',
        },
      ],
      [
        'userAdd',
        { accountNum: 'hygiene01', password: 'abc123', name: '张\u202E三', roleIds: ['r1'] },
        {
          'zh-CN': '姓名: 不能包含控制字符',
          'zh-TW': '姓名: 不能包含控制字元',
          'en-US': 'Full name: must not contain control characters',
        },
      ],
    ];
    const before = await fingerprint();
    for (const [name, payload, expected] of cases) {
      for (const locale of DOMAIN_LOCALES) {
        const response = await send(byName(name), payload, locale);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().msg).toBe(expected[locale]);
      }
    }
    expect(await fingerprint()).toBe(before);
  });
});
