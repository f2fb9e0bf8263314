import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainMessages } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import {
  type CompiledMessages,
  compiledFiles,
  compileMessages,
  GATEWAY_ONLY_PREFIXES,
  MESSAGE_PARTS,
  partOf,
} from './compile.ts';
import { appLocales } from './locale.ts';
import { messagesFor } from './messages.ts';

const compiledDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compiled');

describe('compiled messages', () => {
  it.each(Object.entries(compiledFiles()))(
    '%s is up to date (run `npm run messages -w @school-sports/busi`)',
    (name, text) => {
      expect(fs.readFileSync(path.join(compiledDir, name), 'utf8')).toBe(text);
    },
  );

  it('holds the files of every locale and part, and no other', () => {
    const names = fs.readdirSync(compiledDir).sort();
    expect(names).toEqual(Object.keys(compiledFiles()).sort());
    expect(names).toHaveLength(appLocales.length * MESSAGE_PARTS.length);
  });

  it.each(appLocales)('holds every app and domain text of %s the browser shows, each in exactly one part', (locale) => {
    const parts = MESSAGE_PARTS.map(
      (part) =>
        [
          part,
          JSON.parse(fs.readFileSync(path.join(compiledDir, `${locale}.${part}.json`), 'utf8')) as CompiledMessages,
        ] as const,
    );
    const appIds = parts.flatMap(([, texts]) => Object.keys(texts.app)).sort();
    const domainIds = parts.flatMap(([, texts]) => Object.keys(texts.domain)).sort();
    // Each id once: a list of every part's ids with no id twice, equal to the catalogue's.
    expect(appIds).toEqual(Object.keys(messagesFor(locale)).sort());
    // Of the domain's, all but those only the gateway writes (import templates, fields' labels).
    const shown = Object.keys(domainMessages[locale]).filter(
      (id) => !GATEWAY_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)),
    );
    expect(domainIds).toEqual(shown.sort());
    expect(shown.length).toBeLessThan(Object.keys(domainMessages[locale]).length);
    // Each in the part its prefix names, and no part is empty.
    for (const [part, texts] of parts) {
      for (const id of Object.keys(texts.app)) expect(partOf(id, 'app'), id).toBe(part);
      for (const id of Object.keys(texts.domain)) expect(partOf(id, 'domain'), id).toBe(part);
      expect(Object.keys(texts.app).length + Object.keys(texts.domain).length, part).toBeGreaterThan(0);
    }
  });

  it.each(appLocales)('gives the sign-in page what it shows in %s, and nothing of the rest', (locale) => {
    const signIn = JSON.parse(
      fs.readFileSync(path.join(compiledDir, `${locale}.signin.json`), 'utf8'),
    ) as CompiledMessages;
    expect(Object.keys(signIn.domain)).toContain('validation.login.captchaRequired');
    expect(Object.keys(signIn.domain)).toContain('request.networkError');
    expect(Object.keys(signIn.app)).toContain('login.submit');
    expect(Object.keys(signIn.app)).toContain('app.platformName');
    const only = (ids: string[], prefixes: string[]) =>
      ids.filter((id) => !prefixes.some((prefix) => id.startsWith(prefix)));
    expect(only(Object.keys(signIn.app), ['app.', 'login.'])).toEqual([]);
    expect(
      only(Object.keys(signIn.domain), ['auth.', 'request.', 'validation.login.', 'validation.password.']),
    ).toEqual([]);
  });

  it('names a part for every app text, and fails on a text of no part', () => {
    expect(partOf('classes.title', 'app')).toBe('school');
    expect(partOf('people.chosenCount', 'app')).toBe('shell');
    expect(partOf('people.name', 'app')).toBe('people');
    expect(partOf('validation.password.length', 'domain')).toBe('signin');
    expect(partOf('validation.className.required', 'domain')).toBe('shell');
    expect(() => partOf('unheardOf.title', 'app')).toThrow(/APP_PARTS/);
  });

  it.each(appLocales)('gives react-intl ASTs, never text to parse, in %s', (locale) => {
    const compiled = compileMessages(locale);
    for (const [id, elements] of Object.entries(compiled.app)) {
      expect(Array.isArray(elements), id).toBe(true);
      // A literal message is one literal element holding its text.
      const text = messagesFor(locale)[id as keyof ReturnType<typeof messagesFor>];
      if (!/[{}<']/.test(text)) expect(elements).toEqual([{ type: 0, value: text }]);
    }
  });
});
