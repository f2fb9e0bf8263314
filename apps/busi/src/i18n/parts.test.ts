import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILT_SCREEN_PATHS, domainMessages } from '@school-sports/domain';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { GATEWAY_ONLY_PREFIXES, type MessagePart, partOf } from './compile.ts';
import { messagesFor } from './messages.ts';

// Each screen shows texts of the parts its route loads (`screens/registry.ts`): a text of another
// area would show as its id. This reads the app's modules as the bundler does (from each page,
// route and lazily loaded dialog, through their imports) and finds every text id they name: a
// literal id, a prefix a list takes its texts by (`texts: 'classes'`), or the start of an id built
// from a value (`audit.${outcome}`).

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appIds = new Set(Object.keys(messagesFor('en-US')));
const domainIds = new Set(Object.keys(domainMessages['en-US']));
const allIds = [...appIds, ...domainIds];

/** The parts an id is in: one per catalogue holding it; none for a text the browser is never sent. */
function partsOf(id: string): MessagePart[] {
  const parts: MessagePart[] = [];
  if (appIds.has(id)) parts.push(partOf(id, 'app'));
  if (domainIds.has(id) && !GATEWAY_ONLY_PREFIXES.some((prefix) => id.startsWith(prefix))) {
    parts.push(partOf(id, 'domain'));
  }
  return parts;
}

interface ModuleTexts {
  /** Text ids named by the module, each with the parts it is in. */
  ids: Set<string>;
  /** Relative static imports, as resolved files. */
  imports: string[];
  /** Relative dynamic imports, with the parts of the texts loaded with them (`withParts`). */
  lazy: Array<{ file: string; parts: MessagePart[] }>;
}

const read = new Map<string, ModuleTexts>();

function moduleTexts(file: string): ModuleTexts {
  const known = read.get(file);
  if (known) return known;
  // The module as JavaScript: types (and type-only imports) and comments gone, strings as written.
  const code = transformSync(fs.readFileSync(file, 'utf8'), {
    loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
    jsx: 'automatic',
    minifyWhitespace: true,
  }).code;
  const resolve = (specifier: string) => path.resolve(path.dirname(file), specifier);
  const ids = new Set<string>();
  for (const [, , literal] of code.matchAll(/(["'`])([A-Za-z][\w.]*)\1/g)) {
    if (literal && (appIds.has(literal) || domainIds.has(literal))) ids.add(literal);
  }
  const prefixes = [
    ...[...code.matchAll(/texts:(["'`])(\w+)\1/g)].map((match) => `${match[2]}.`),
    ...[...code.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1] as string),
  ];
  for (const prefix of prefixes) for (const id of allIds) if (id.startsWith(prefix)) ids.add(id);
  const withParts = new Map(
    [...code.matchAll(/withParts\(\[([^\]]*)\],import\((["'])(\.[^"']+)\2\)\)/g)].map((match) => [
      resolve(match[3] as string),
      [...(match[1] as string).matchAll(/["'](\w+)["']/g)].map((part) => part[1] as MessagePart),
    ]),
  );
  const texts: ModuleTexts = {
    ids,
    imports: [...code.matchAll(/(?:from|import)(["'])(\.[^"']+)\1/g)].map((match) => resolve(match[2] as string)),
    lazy: [...code.matchAll(/import\((["'])(\.[^"']+)\1\)/g)].map((match) => {
      const target = resolve(match[2] as string);
      return { file: target, parts: withParts.get(target) ?? [] };
    }),
  };
  read.set(file, texts);
  return texts;
}

/** The screens of `screens/registry.ts`, each with its areas and the modules its routes load. */
function builtScreens(): Array<{ path: string; texts: MessagePart[]; modules: string[] }> {
  const registry = fs.readFileSync(path.join(src, 'screens/registry.ts'), 'utf8');
  const table = registry.slice(registry.indexOf('const builtScreens'), registry.indexOf('\n};\n'));
  const starts = [...table.matchAll(/^ {2}(?:'([^']+)'|(\w+)): \{/gm)];
  return starts.map((start, index) => {
    const entry = table.slice(start.index, starts[index + 1]?.index);
    return {
      path: (start[1] ?? start[2]) as string,
      texts: [...(/texts: \[([^\]]*)\]/.exec(entry)?.[1] ?? '').matchAll(/'(\w+)'/g)].map(
        (part) => part[1] as MessagePart,
      ),
      modules: [...entry.matchAll(/import\('(\.[^']+)'\)/g)].map((match) =>
        path.join(src, 'screens', match[1] as string),
      ),
    };
  });
}

/**
 * The ids the modules from `entry` name that `loaded` lacks, as `module: id (part)`. Lazily loaded
 * modules count, with the parts loaded with them; `skip` are lazily loaded modules checked apart.
 */
function missingTexts(entry: string, loaded: MessagePart[], skip: Set<string>): string[] {
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, parts: MessagePart[]) => {
    const key = `${file} ${[...parts].sort().join()}`;
    if (seen.has(key) || file.includes(`${path.sep}i18n${path.sep}`)) return;
    seen.add(key);
    const texts = moduleTexts(file);
    for (const id of texts.ids) {
      const lacking = partsOf(id).filter((part) => !parts.includes(part));
      if (partsOf(id).length === 0 || lacking.length > 0) {
        missing.push(`${path.relative(src, file)}: ${id} (${partsOf(id).join() || 'never sent to the browser'})`);
      }
    }
    for (const imported of texts.imports) visit(imported, parts);
    for (const lazy of texts.lazy) if (!skip.has(lazy.file)) visit(lazy.file, [...parts, ...lazy.parts]);
  };
  visit(path.join(src, entry), loaded);
  return [...new Set(missing)];
}

describe('the texts each screen loads', () => {
  const screens = builtScreens();

  it('reads every built screen of the registry, each with its areas', () => {
    expect(screens.map((screen) => screen.path).sort()).toEqual([...BUILT_SCREEN_PATHS].sort());
    for (const screen of screens) {
      expect(screen.texts.length, screen.path).toBeGreaterThan(0);
      expect(screen.modules.length, screen.path).toBeGreaterThan(0);
    }
  });

  it('gives the sign-in page only texts of its own part', () => {
    expect(missingTexts('screens/login/LoginApp.tsx', ['signin'], new Set())).toEqual([]);
  });

  it("gives the signed-in app's shell (frame, home, personal centre, planned and status pages) the shell's texts", () => {
    const checkedApart = new Set(screens.flatMap((screen) => screen.modules));
    expect(missingTexts('App.tsx', ['signin', 'shell'], checkedApart)).toEqual([]);
  });

  it.each(screens.map((screen) => [screen.path, screen] as const))(
    'gives the screens of %s the texts of their areas',
    (_, screen) => {
      for (const module of screen.modules) {
        expect(missingTexts(path.relative(src, module), ['signin', 'shell', ...screen.texts], new Set())).toEqual([]);
      }
    },
  );

  it('finds the texts a screen names, by id, by prefix and by the start of an id', () => {
    const named = (file: string) => moduleTexts(path.join(src, file)).ids;
    expect(named('screens/org/ClassListPage.tsx')).toContain('classes.import');
    expect(named('screens/org/ClassListPage.tsx')).toContain('classes.deleteTitle');
    expect(named('screens/audit/AuditLogPage.tsx')).toContain('audit.success');
    expect(missingTexts('screens/org/ClassListPage.tsx', ['signin', 'shell'], new Set())).toContain(
      'screens/org/ClassListPage.tsx: classes.import (school)',
    );
    // The import dialog's texts load with it.
    expect(missingTexts('screens/org/ClassListPage.tsx', ['signin', 'shell', 'school'], new Set())).toEqual([]);
    expect(
      missingTexts('screens/org/ClassImportDialog.tsx', ['signin', 'shell', 'school'], new Set()).length,
    ).toBeGreaterThan(0);
  });
});
