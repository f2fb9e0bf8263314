import type { AreaPart, CompiledMessages, MessagePart } from './compile.ts';
import { loadParts } from './load.ts';
import type { AppLocale } from './locale.ts';

// The texts of the areas of screens, loaded with the screens (`screens/registry.ts`) and dialogs
// that show them. Apart from `load.ts`, which the sign-in page runs: to import a file by a name
// built from its language and part, the bundler lists every file such a name can reach.

function areaFile(locale: AppLocale, part: MessagePart): Promise<{ default: CompiledMessages }> {
  return import(`./compiled/${locale}.${part}.json`);
}

/**
 * `loading` (a lazily loaded screen or dialog) with the texts of `areas`: resolves once both are
 * in, so what it renders never meets an id untranslated.
 */
export async function withParts<T>(areas: readonly AreaPart[], loading: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([loading, loadParts(areas, areaFile)]);
  return loaded;
}
