import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Storybook's autodocs page is the kit's manual: it shows the component's JSDoc as the description
// and each prop's JSDoc, with its `@default`, in the props table. These checks keep every
// component's page complete, so a new component cannot ship without what it is for, its defaults
// and how it behaves for keyboard and screen-reader users.

const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): { path: string; text: string }[] {
  return readdirSync(join(src, folder))
    .filter((name) => /\.tsx?$/.test(name) && !/\.(stories|test|visual\.test|css|strings)\.tsx?$/.test(name))
    .map((name) => ({ path: `${folder}/${name}`, text: readFileSync(join(src, folder, name), 'utf8') }));
}

const storyFiles = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(join(src, entry.name))
      .filter((name) => name.endsWith('.stories.tsx'))
      .map((name) => ({ folder: entry.name, path: `${entry.name}/${name}` })),
  );

/** The stories' meta: from `const meta = preview.meta({` to the line that closes it. */
function metaOf(stories: string): string {
  const start = stories.indexOf('const meta = preview.meta({');
  const end = stories.indexOf('\n});', start);
  return start >= 0 && end > start ? stories.slice(start, end) : '';
}

const previewText = readFileSync(join(src, '../../../.storybook/preview.tsx'), 'utf8');

/** Where a component is declared in its folder's source, with the JSDoc just above it. */
function declarationOf(
  folder: string,
  name: string,
): { path: string; text: string; doc: string; at: number } | undefined {
  const declaration = new RegExp(
    `(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\s*)?export (?:function ${name}\\b|const ${name}\\b)`,
  );
  for (const file of sourceFiles(folder)) {
    const match = declaration.exec(file.text);
    if (match) return { ...file, doc: match[1] ?? '', at: match.index + match[0].length };
  }
  return undefined;
}

/** The components a folder's docs page is about: the stories' `component` and the one named after the folder. */
function documentedComponents(folder: string, stories: string): string[] {
  const named = /\bcomponent: (\w+)/.exec(metaOf(stories))?.[1];
  const candidates = new Set([named, folder].filter((name): name is string => Boolean(name)));
  return [...candidates].filter((name) => declarationOf(folder, name));
}

/** The props a component's signature gives a default: `{ size = 'medium', ... }`. */
function defaultedProps(text: string, at: number): string[] {
  const open = text.indexOf('({', at);
  const close = text.indexOf('})', open);
  if (open < 0 || close < 0 || open - at > 40) return [];
  return [...text.slice(open, close).matchAll(/(?:^|[{,]\s*)(\w+) = /g)].map((match) => match[1] as string);
}

const kitSources = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => sourceFiles(entry.name));

/** The name of the props type in a component's signature: `}: ButtonProps)` or `}: DatePickerProps<T>)`. */
function propsTypeOf(text: string, at: number): string | undefined {
  return /\}: (\w+)(?:<[^>]*>)?\)/.exec(text.slice(at, text.indexOf('{', text.indexOf(')', at)) + 1))?.[1];
}

/** An interface declared in the kit: its `extends` clause and its body. */
function interfaceOf(name: string): { extended: string; body: string } | undefined {
  const declaration = new RegExp(`export interface ${name}\\b[^{]*?(?:extends ([^{]*))?\\{\\n([\\s\\S]*?)\\n\\}`);
  for (const file of kitSources) {
    const match = declaration.exec(file.text);
    if (match) return { extended: match[1] ?? '', body: match[2] ?? '' };
  }
  return undefined;
}

/**
 * The JSDoc of a prop, looked up in the component's props interface and the kit's interfaces it
 * extends; undefined when the kit does not declare it (a react-aria prop documents itself).
 */
function propDoc(typeName: string, prop: string, seen = new Set<string>()): string | undefined {
  if (seen.has(typeName)) return undefined;
  seen.add(typeName);
  const declared = interfaceOf(typeName);
  if (!declared) return undefined;
  const own = new RegExp(`(/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/)?\\s*(?:readonly )?${prop}\\??: `).exec(declared.body);
  if (own) return own[1] ?? '';
  for (const [parent] of declared.extended.matchAll(/\b[A-Z]\w*Props\b/g)) {
    const doc = propDoc(parent, prop, seen);
    if (doc !== undefined) return doc;
  }
  return undefined;
}

describe('every component has its docs page', () => {
  it('finds the stories', () => {
    expect(storyFiles.length).toBeGreaterThan(40);
  });

  it('gives every story file its autodocs page', () => {
    expect(previewText).toMatch(/^ {2}tags: \[[^\]]*'autodocs'/m);
  });

  it.each(storyFiles)('$path is on the autodocs page', ({ path }) => {
    const meta = metaOf(readFileSync(join(src, path), 'utf8'));
    expect(meta, `${path}: no \`const meta = preview.meta({ ... })\``).not.toBe('');
    expect(meta, `${path}: the meta opts out of its docs page`).not.toMatch(/'!autodocs'/);
  });

  it.each(storyFiles)('$path documents its component', ({ folder, path }) => {
    const stories = readFileSync(join(src, path), 'utf8');
    const components = documentedComponents(folder, stories);
    expect(components, `${path}: its meta names no component of ${folder}/`).not.toEqual([]);
    for (const name of components) {
      const declaration = declarationOf(folder, name);
      const doc = declaration?.doc ?? '';
      const description = doc.split('Accessibility:')[0]?.replace(/[/*\s]/g, '') ?? '';
      expect(description.length, `${name}: a JSDoc above the component saying what it is for`).toBeGreaterThan(20);
      expect(doc, `${name}: an "Accessibility:" paragraph (keyboard, screen reader) in its JSDoc`).toMatch(
        /\*\s+Accessibility: \S/,
      );
      const text = declaration?.text ?? '';
      const at = declaration?.at ?? 0;
      const propsType = propsTypeOf(text, at);
      const undocumented = defaultedProps(text, at).filter((prop) => {
        const doc = propsType ? propDoc(propsType, prop) : undefined;
        return doc !== undefined && !/@default /.test(doc);
      });
      expect(undocumented, `${name}: props with a default but no @default in their JSDoc`).toEqual([]);
    }
  });
});
