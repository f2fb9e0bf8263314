import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { domainMessages } from '@school-sports/domain';
import { describe, expect, it } from 'vitest';
import { compiledFiles, compileMessages, GATEWAY_ONLY_PREFIXES, SIGN_IN_PREFIXES } from './compile.ts';
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

  it.each(appLocales)('holds every app and domain text of %s the browser shows, each in exactly one part', (locale) => {
    const parts = ['signin', 'rest'].map(
      (part) =>
        JSON.parse(fs.readFileSync(path.join(compiledDir, `${locale}.${part}.json`), 'utf8')) as ReturnType<
          typeof compileMessages
        >,
    );
    const appIds = parts.flatMap((part) => Object.keys(part.app)).sort();
    const domainIds = parts.flatMap((part) => Object.keys(part.domain)).sort();
    expect(appIds).toEqual(Object.keys(messagesFor(locale)).sort());
    // Of the domain's, all but those only the gateway writes into its files (import templates).
    const shown = Object.keys(domainMessages[locale]).filter(
      (id) => !GATEWAY_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)),
    );
    expect(domainIds).toEqual(shown.sort());
    expect(shown.length).toBeLessThan(Object.keys(domainMessages[locale]).length);
    // The sign-in page's part holds what it shows, and nothing of the rest.
    const signIn = parts[0] as ReturnType<typeof compileMessages>;
    expect(Object.keys(signIn.domain)).toContain('validation.login.captchaRequired');
    expect(Object.keys(signIn.app)).toContain('login.submit');
    for (const id of [...Object.keys(signIn.app), ...Object.keys(signIn.domain)]) {
      expect(SIGN_IN_PREFIXES.some((prefix) => id.startsWith(prefix))).toBe(true);
    }
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
