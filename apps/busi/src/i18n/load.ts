import type { CompiledMessages, MessagePart } from './compile.ts';
import type { AppLocale } from './locale.ts';

// What is loaded: one language at a time, the sign-in page's part first, the rest with the app.
let loaded: { locale: AppLocale; parts: Set<MessagePart>; messages: CompiledMessages } | null = null;

async function loadPart(locale: AppLocale, part: MessagePart): Promise<CompiledMessages> {
  return (await import(`./compiled/${locale}.${part}.json`)).default as CompiledMessages;
}

/**
 * Loads the compiled texts of `locale` (see `compile.ts`): the sign-in page's part, or with
 * `everything` the whole app's. The app renders once they are here, and again after a change of language.
 */
export async function loadMessages(locale: AppLocale, everything: boolean): Promise<CompiledMessages> {
  const wanted: MessagePart[] = everything ? ['signin', 'rest'] : ['signin'];
  if (loaded?.locale === locale && wanted.every((part) => loaded?.parts.has(part))) return loaded.messages;
  const parts = await Promise.all(wanted.map((part) => loadPart(locale, part)));
  const messages: CompiledMessages = {
    app: Object.assign({}, ...parts.map((part) => part.app)),
    domain: Object.assign({}, ...parts.map((part) => part.domain)),
  };
  loaded = { locale, parts: new Set(wanted), messages };
  return messages;
}

/** The domain's texts of the loaded language (empty before {@link loadMessages} resolves). */
export function loadedDomainMessages(): Readonly<Record<string, string>> {
  return loaded?.messages.domain ?? {};
}
