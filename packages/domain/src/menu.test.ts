import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuNode, ServerMenuItem } from './menu.ts';
import {
  buildMenuTree,
  buttonAccessByPath,
  firstMenuPath,
  flattenMenuTree,
  hasButton,
  isFunPathAllowed,
  isSessionlessPath,
  prefixMenuPath,
} from './menu.ts';

const menu = (menuId: string, pid: string, menuPath: string, sortNum: number, extra: Partial<ServerMenuItem> = {}) =>
  ({ menuId, pid, menuName: `menu ${menuId}`, menuPath, menuType: '0', sortNum, ...extra }) as ServerMenuItem;

const serverList: ServerMenuItem[] = [
  menu('2', '0', 'org', 2),
  menu('1', '0', 'currentOrg', 1, { buttons: [{ permission: 'org_edit' }] }),
  menu('21', '2', 'org/class', 2, { buttons: [{ permission: 'class_add' }, { permission: 'class_del' }] }),
  menu('20', '2', 'org/grade', 1),
  menu('201', '20', 'org/grade/list', 1),
  { menuId: '202', pid: '20', menuName: 'Add', menuPath: 'grade_add', menuType: '1', sortNum: 1 },
  { menuId: '203', pid: '21', menuName: 'Export', permission: 'class_export', menuType: '1', sortNum: 2 },
  menu('3', '0', 'https://example.org/help', 3),
];

describe('buildMenuTree', () => {
  const { roots, dropped } = buildMenuTree(serverList, { typePath: '/k12' });

  it('orders roots and children by sortNum and prefixes the type path', () => {
    expect(dropped).toEqual([]);
    expect(roots.map((root) => root.menuPath)).toEqual(['/k12/currentOrg', '/k12/org', 'https://example.org/help']);
    const org = roots[1] as MenuNode;
    expect(org.children.map((child) => child.menuPath)).toEqual(['/k12/org/grade', '/k12/org/class']);
    expect(org.serverPath).toBe('org');
  });

  it('gives each entry its level and default path down to the first leaf', () => {
    const org = roots[1] as MenuNode;
    expect(org.level).toBe(1);
    expect(org.children[0]?.level).toBe(2);
    expect(org.children[0]?.children[0]?.level).toBe(3);
    expect(org.defaultPath).toBe('/k12/org/grade/list');
    expect(roots[0]?.defaultPath).toBe('/k12/currentOrg');
    expect(firstMenuPath(roots)).toBe('/k12/currentOrg');
    expect(firstMenuPath([])).toBeUndefined();
  });

  it('turns button entries into permission codes of their menu', () => {
    const flat = flattenMenuTree(roots);
    expect(flat.find((node) => node.menuId === '20')?.buttons).toEqual(['grade_add']);
    expect(flat.find((node) => node.menuId === '21')?.buttons).toEqual(['class_add', 'class_del', 'class_export']);
    expect(flat.map((node) => node.menuId)).toEqual(['1', '2', '20', '201', '21', '3']);
  });

  it('stores button access by menu path', () => {
    const access = buttonAccessByPath(roots);
    expect(access['/k12/org/class']).toEqual(['class_add', 'class_del', 'class_export']);
    expect(hasButton(access, '/k12/org/class/', 'class_del')).toBe(true);
    expect(hasButton(access, 'k12/org/class', 'class_publish')).toBe(false);
    expect(hasButton(access, '/k12/unknown', 'class_del')).toBe(false);
  });

  it('merges the buttons of entries sharing a path and skips pathless entries', () => {
    const tree = buildMenuTree([
      menu('1', '0', '', 1),
      menu('2', '1', 'a', 1, { buttons: [{ permission: 'x' }] }),
      menu('3', '1', '/a', 2, { buttons: [{ permission: 'y' }, { permission: 'x' }] }),
    ]);
    expect(buttonAccessByPath(tree.roots)).toEqual({ '/a': ['x', 'y'] });
    expect(tree.roots[0]?.menuPath).toBe('');
    expect(tree.roots[0]?.defaultPath).toBe('/a');
  });

  it('drops duplicates, orphans, cycles and invalid entries without looping', () => {
    const tree = buildMenuTree([
      menu('1', '0', 'a', 1),
      menu('1', '0', 'again', 2),
      menu('5', '404', 'orphan', 1),
      menu('6', '7', 'loop-a', 1),
      menu('7', '6', 'loop-b', 1),
      menu('8', '8', 'self', 1),
      menu('9', '6', 'below-loop', 1),
      { menuId: '', pid: '0', menuName: 'no id', menuType: '0' },
      { menuId: '0', pid: '0', menuName: 'root marker', menuType: '0' },
      { menuId: '10', pid: '0', menuName: 'odd', menuType: '2' as never },
      { menuId: '11', pid: '0', menuName: 'button at the top', menuType: '1', permission: 'x' },
    ]);
    expect(tree.roots.map((root) => root.menuId)).toEqual(['1']);
    const reasons = Object.fromEntries(tree.dropped.map((entry) => [entry.item.menuName, entry.reason]));
    expect(reasons).toEqual({
      'menu 1': 'duplicate',
      'menu 5': 'orphan',
      'menu 6': 'cycle',
      'menu 7': 'cycle',
      'menu 8': 'cycle',
      'menu 9': 'cycle',
      'no id': 'invalid',
      'root marker': 'invalid',
      odd: 'invalid',
      'button at the top': 'orphan',
    });
  });

  it('accepts numeric ids and types, and puts entries without sortNum last', () => {
    const tree = buildMenuTree([
      { menuId: 1, pid: 0, menuName: 'late', menuPath: 'late', menuType: 0 },
      { menuId: 2, pid: 0, menuName: 'early', menuPath: 'early', menuType: 0, sortNum: 5, buttons: null },
    ]);
    expect(tree.roots.map((root) => root.menuName)).toEqual(['early', 'late']);
    expect(tree.roots[0]?.menuId).toBe('2');
  });

  it('keeps every default path on a leaf of its own subtree, whatever the list (property)', () => {
    const items = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 30 }),
        pid: fc.integer({ min: 0, max: 30 }),
        button: fc.boolean(),
        sortNum: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(items, (records) => {
        const list: ServerMenuItem[] = records.map(({ id, pid, button, sortNum }) => ({
          menuId: String(id),
          pid: String(pid),
          menuName: `m${id}`,
          menuPath: `p${id}`,
          menuType: button ? '1' : '0',
          sortNum,
        }));
        const tree = buildMenuTree(list, { typePath: '/nf' });
        const leavesUnder = (node: MenuNode): string[] =>
          node.children.length === 0 ? [node.menuPath] : node.children.flatMap(leavesUnder);
        const flat = flattenMenuTree(tree.roots);
        for (const node of flat) {
          expect(leavesUnder(node)).toContain(node.defaultPath);
          const leaf = flat.find((candidate) => candidate.menuPath === node.defaultPath);
          expect(leaf?.children).toEqual([]);
          for (const child of node.children) expect(child.level).toBe(node.level + 1);
        }
        expect(flat.length + tree.dropped.length).toBeLessThanOrEqual(list.length);
      }),
    );
  });
});

describe('paths and access', () => {
  it('prefixes paths once', () => {
    expect(prefixMenuPath('/k12', 'org/class')).toBe('/k12/org/class');
    expect(prefixMenuPath('/k12', '/org/class/')).toBe('/k12/org/class');
    expect(prefixMenuPath('/k12', '/k12/org')).toBe('/k12/org');
    expect(prefixMenuPath('/k12', 'k12')).toBe('/k12');
    expect(prefixMenuPath('', 'org')).toBe('/org');
    expect(prefixMenuPath('/gx', null)).toBe('');
    expect(prefixMenuPath('/gx', 'HTTPS://x.org')).toBe('HTTPS://x.org');
  });

  it('allows a funPath found in the tree, prefixed or not', () => {
    const { roots } = buildMenuTree(serverList, { typePath: '/k12' });
    expect(isFunPathAllowed('org/class', roots)).toBe(true);
    expect(isFunPathAllowed('/k12/org/class', roots)).toBe(true);
    expect(isFunPathAllowed('org/major', roots)).toBe(false);
    expect(isFunPathAllowed(undefined, roots)).toBe(true);
    expect(isFunPathAllowed('/', roots)).toBe(true);
    expect(isFunPathAllowed('org', [])).toBe(false);
  });

  it('knows the paths reachable without a session', () => {
    expect(isSessionlessPath('/')).toBe(true);
    expect(isSessionlessPath('/myInfo/base?x=1')).toBe(true);
    expect(isSessionlessPath('/thirdManagement/')).toBe(true);
    expect(isSessionlessPath('/k12/org/class')).toBe(false);
  });
});
