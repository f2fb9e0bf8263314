import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { DOMAIN_LOCALES, domainMessages } from '@school-sports/domain';
import { type AppLocale, appLocales } from './locale.ts';
import { messagesFor } from './messages.ts';

/** What the app loads for one language: its own texts compiled for react-intl, and the domain's. */
export interface CompiledMessages {
  /** The app's texts as ICU message ASTs, so the browser needs no message parser. */
  app: Record<string, MessageFormatElement[]>;
  /** The domain's texts (validation, SPEC 8 errors, labels); placeholders are `{name}`. */
  domain: Record<string, string>;
}

/** Compiles the texts of `locale`; a text that is not valid ICU syntax throws with its id. */
export function compileMessages(locale: AppLocale): CompiledMessages {
  const app: CompiledMessages['app'] = {};
  for (const [id, text] of Object.entries(messagesFor(locale))) {
    try {
      app[id] = parse(text, { ignoreTag: true });
    } catch (error) {
      throw new Error(`Message ${id} (${locale}) is not valid ICU syntax: ${(error as Error).message}`);
    }
  }
  if (!(DOMAIN_LOCALES as readonly string[]).includes(locale)) throw new Error(`No domain messages for ${locale}`);
  const domain = Object.fromEntries(
    Object.entries(domainMessages[locale]).filter(
      ([id]) => !GATEWAY_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix)),
    ),
  );
  return { app, domain };
}

/**
 * The domain's texts only the gateway writes, into the files it answers (an import template's
 * headings and instructions, a failure file's name): the browser never shows them, so every screen
 * would load them for nothing.
 */
export const GATEWAY_ONLY_PREFIXES = [
  'import.column.',
  'import.instructions.',
  'import.kind.',
  'import.sheet.',
  'import.templateName',
  'import.failureName',
  'import.reason.',
];

/**
 * The texts the sign-in page can show, by id prefix: its own, and the domain's for the form's
 * validation, sign-in outcomes and failed calls. They load first; the rest loads with the app.
 */
export const SIGN_IN_PREFIXES = ['app.', 'login.', 'auth.', 'request.', 'validation.login.', 'validation.password.'];

/** Which part of the texts a message belongs to: the sign-in page's, or the rest of the app's. */
export type MessagePart = 'signin' | 'rest';

function partOf(messages: CompiledMessages, part: MessagePart): CompiledMessages {
  const wanted = ([id]: [string, unknown]) =>
    SIGN_IN_PREFIXES.some((prefix) => id.startsWith(prefix)) === (part === 'signin');
  return {
    app: Object.fromEntries(Object.entries(messages.app).filter(wanted)),
    domain: Object.fromEntries(Object.entries(messages.domain).filter(wanted)),
  };
}

/** The compiled files of every locale and part (`zh-CN.signin.json`, `zh-CN.rest.json`...), as `npm run messages` writes them. */
export function compiledFiles(): Record<string, string> {
  return Object.fromEntries(
    appLocales.flatMap((locale) => {
      const messages = compileMessages(locale);
      return (['signin', 'rest'] as const).map((part) => [
        `${locale}.${part}.json`,
        `${JSON.stringify(partOf(messages, part))}\n`,
      ]);
    }),
  );
}
