import type { CompiledMessages, MessagePart } from './compile.ts';
import type { AppLocale } from './locale.ts';

// What is loaded: one language at a time, in parts (see `compile.ts`). The sign-in page loads its
// own part, the signed-in app the shell's, and each screen the parts of its area as it opens
// (`screens/registry.ts`). A part asked for once stays wanted: a change of language loads every
// wanted part in the new language before the texts switch, so no screen meets an id untranslated.

/** The texts shown: the language, and every wanted part of it loaded so far, merged. */
export interface LoadedMessages {
  locale: AppLocale;
  messages: CompiledMessages;
}

const wanted = new Set<MessagePart>();
const parts = new Map<string, Promise<CompiledMessages>>();
const arrived = new Map<string, CompiledMessages>();
const listeners = new Set<() => void>();
let shown: (LoadedMessages & { parts: number }) | null = null;
/** The language asked for last, and the call that asked for it. */
let asked: { locale: AppLocale; call: Promise<void> } | null = null;

/** A part's file in one language. */
export type PartFile = (locale: AppLocale, part: MessagePart) => Promise<{ default: CompiledMessages }>;

/**
 * The files of the sign-in page's part and the shell's, named one by one. The areas' come with the
 * app's screens (`areas.ts`): the bundler lists every file a name built from parts can reach, and
 * the sign-in page does without that list.
 */
const files: Record<AppLocale, Partial<Record<MessagePart, () => Promise<{ default: CompiledMessages }>>>> = {
  'zh-CN': {
    signin: () => import('./compiled/zh-CN.signin.json'),
    shell: () => import('./compiled/zh-CN.shell.json'),
  },
  'zh-TW': {
    signin: () => import('./compiled/zh-TW.signin.json'),
    shell: () => import('./compiled/zh-TW.shell.json'),
  },
  'en-US': {
    signin: () => import('./compiled/en-US.signin.json'),
    shell: () => import('./compiled/en-US.shell.json'),
  },
};
/** The areas' files: an area is wanted once a screen has asked for it, with them ({@link loadParts}). */
let areaFiles: PartFile;

async function importPart(locale: AppLocale, part: MessagePart): Promise<CompiledMessages> {
  return (await (files[locale][part] ?? (() => areaFiles(locale, part)))()).default;
}

function loadPart(locale: AppLocale, part: MessagePart): Promise<CompiledMessages> {
  const key = `${locale}.${part}`;
  let loading = parts.get(key);
  if (!loading) {
    loading = importPart(locale, part).then(
      (texts) => {
        arrived.set(key, texts);
        return texts;
      },
      (error: unknown) => {
        // A part that failed to arrive (the network) is asked for again next time.
        parts.delete(key);
        throw error;
      },
    );
    parts.set(key, loading);
  }
  return loading;
}

/** Shows every wanted part of `locale` that has arrived, when that adds to what is shown. */
function show(locale: AppLocale): void {
  const here = [...wanted].flatMap((part) => arrived.get(`${locale}.${part}`) ?? []);
  if (shown?.locale === locale && shown.parts === here.length) return;
  shown = {
    locale,
    parts: here.length,
    messages: {
      app: Object.assign({}, ...here.map((part) => part.app)),
      domain: Object.assign({}, ...here.map((part) => part.domain)),
    },
  };
  for (const listener of listeners) listener();
}

/**
 * Loads the compiled texts of `locale`: `parts`, and every part wanted before (in the new language,
 * when it changes). Resolves once they are shown (see {@link loadedMessages}); when another
 * language is asked for meanwhile, once that one is.
 */
export function loadMessages(locale: AppLocale, more: readonly MessagePart[]): Promise<void> {
  for (const part of more) wanted.add(part);
  const call = Promise.all([...wanted].map((part) => loadPart(locale, part))).then(() => {
    if (asked?.locale === locale) show(locale);
    else return asked?.call;
  });
  if (asked?.locale !== locale) asked = { locale, call };
  return call;
}

/**
 * Loads `more` parts in the language asked for last (a screen's area, as the screen's code loads),
 * from `partFile` (`areas.ts`).
 */
export function loadParts(more: readonly MessagePart[], partFile: PartFile): Promise<void> {
  areaFiles = partFile;
  return loadMessages((asked as NonNullable<typeof asked>).locale, more);
}

/** The texts shown: the app renders once {@link loadMessages} has resolved, and not before. */
export function loadedMessages(): LoadedMessages {
  return shown as LoadedMessages;
}

/** Calls `listener` whenever the texts shown change; answers the function that stops it. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The domain's texts of the loaded language (empty before {@link loadMessages} resolves). */
export function loadedDomainMessages(): Readonly<Record<string, string>> {
  return shown?.messages.domain ?? {};
}
