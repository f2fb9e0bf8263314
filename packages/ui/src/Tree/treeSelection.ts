/**
 * Tri-state checkbox maths of a tree (permissions, organisations), kept pure so it can be tested
 * without a browser. A node is "locked" when it or one of its ancestors is disabled: locked nodes
 * keep whatever state they were given and cascades pass them by.
 */

/** The shape the maths needs from a tree node. */
export interface SelectionNode {
  id: string;
  children?: readonly SelectionNode[];
  isDisabled?: boolean;
}

/** The state a checkbox shows. */
export const checkStates = ['checked', 'unchecked', 'indeterminate'] as const;
export type CheckState = (typeof checkStates)[number];

/** Parent and child links of a tree, built once per tree and reused by every computation. */
export interface TreeIndex {
  /** Every id in pre-order (a parent before its descendants). */
  readonly order: readonly string[];
  readonly parentOf: ReadonlyMap<string, string>;
  readonly childrenOf: ReadonlyMap<string, readonly string[]>;
  /** Ids that cannot change: disabled nodes and everything under them. */
  readonly locked: ReadonlySet<string>;
}

/** Builds the index of a tree. Iterative, so very deep trees do not overflow the stack. */
export function indexTree(nodes: readonly SelectionNode[]): TreeIndex {
  const order: string[] = [];
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, readonly string[]>();
  const locked = new Set<string>();
  const stack: { node: SelectionNode; parent: string | undefined; parentLocked: boolean }[] = [];
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i];
    if (node) stack.push({ node, parent: undefined, parentLocked: false });
  }
  while (stack.length > 0) {
    const entry = stack.pop();
    if (!entry) break;
    const { node, parent, parentLocked } = entry;
    order.push(node.id);
    if (parent !== undefined) parentOf.set(node.id, parent);
    const isLocked = parentLocked || node.isDisabled === true;
    if (isLocked) locked.add(node.id);
    const children = node.children ?? [];
    childrenOf.set(
      node.id,
      children.map((child) => child.id),
    );
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child) stack.push({ node: child, parent: node.id, parentLocked: isLocked });
    }
  }
  return { order, parentOf, childrenOf, locked };
}

/** Ids of a node's descendants, not the node itself. */
export function descendantsOf(index: TreeIndex, id: string): string[] {
  const found: string[] = [];
  const stack = [...(index.childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === undefined) break;
    found.push(next);
    stack.push(...(index.childrenOf.get(next) ?? []));
  }
  return found;
}

/** Ids of a node's ancestors, nearest first. */
export function ancestorsOf(index: TreeIndex, id: string): string[] {
  const found: string[] = [];
  let parent = index.parentOf.get(id);
  while (parent !== undefined) {
    found.push(parent);
    parent = index.parentOf.get(parent);
  }
  return found;
}

// A parent follows its changeable children: checked when all of them are, unchecked otherwise.
// A parent with no changeable child, or a locked parent, keeps its own state.
function settleParent(index: TreeIndex, checked: Set<string>, id: string): void {
  if (index.locked.has(id)) return;
  const open = (index.childrenOf.get(id) ?? []).filter((child) => !index.locked.has(child));
  if (open.length === 0) return;
  if (open.every((child) => checked.has(child))) checked.add(id);
  else checked.delete(id);
}

/**
 * Makes a set of checked ids consistent: a checked node checks its changeable descendants, then
 * every parent becomes checked exactly when all its changeable children are. Unknown ids are dropped.
 */
export function normalizeChecked(index: TreeIndex, keys: Iterable<string>): Set<string> {
  const known = new Set(index.order);
  const checked = new Set<string>();
  for (const key of keys) if (known.has(key)) checked.add(key);
  for (const id of index.order) {
    if (!checked.has(id) || index.locked.has(id)) continue;
    for (const child of index.childrenOf.get(id) ?? []) if (!index.locked.has(child)) checked.add(child);
  }
  for (let i = index.order.length - 1; i >= 0; i--) {
    const id = index.order[i];
    if (id !== undefined) settleParent(index, checked, id);
  }
  return checked;
}

/**
 * Checks or unchecks a node with its changeable descendants and settles its ancestors. A locked
 * node is left as it is. Returns a new set; the given one is not changed.
 */
export function setChecked(index: TreeIndex, checked: ReadonlySet<string>, id: string, value: boolean): Set<string> {
  const next = new Set(checked);
  if (!index.childrenOf.has(id) || index.locked.has(id)) return next;
  for (const target of [id, ...descendantsOf(index, id)]) {
    if (index.locked.has(target)) continue;
    if (value) next.add(target);
    else next.delete(target);
  }
  for (const ancestor of ancestorsOf(index, id)) settleParent(index, next, ancestor);
  return next;
}

/** Checks every changeable node; locked nodes keep their state. */
export function checkAll(index: TreeIndex, checked: ReadonlySet<string>): Set<string> {
  const next = new Set(checked);
  for (const id of index.order) if (!index.locked.has(id)) next.add(id);
  for (let i = index.order.length - 1; i >= 0; i--) {
    const id = index.order[i];
    if (id !== undefined) settleParent(index, next, id);
  }
  return next;
}

/**
 * Turns a change of a flat selection (what a list widget reports after a click or a key) into a
 * tri-state change: every id that appeared is checked with its subtree, every id that disappeared
 * is unchecked with its subtree.
 */
export function applySelectionChange(
  index: TreeIndex,
  previous: ReadonlySet<string>,
  next: ReadonlySet<string> | 'all',
): Set<string> {
  if (next === 'all') return checkAll(index, previous);
  let result = new Set(previous);
  for (const id of previous) if (!next.has(id)) result = setChecked(index, result, id, false);
  for (const id of next) if (!previous.has(id)) result = setChecked(index, result, id, true);
  return result;
}

/**
 * The checkbox state of every node: checked when its id is checked, indeterminate when it is not
 * but some descendant is, unchecked otherwise.
 */
export function computeCheckStates(index: TreeIndex, checked: ReadonlySet<string>): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  for (let i = index.order.length - 1; i >= 0; i--) {
    const id = index.order[i];
    if (id === undefined) continue;
    if (checked.has(id)) {
      states.set(id, 'checked');
      continue;
    }
    const touched = (index.childrenOf.get(id) ?? []).some((child) => states.get(child) !== 'unchecked');
    states.set(id, touched ? 'indeterminate' : 'unchecked');
  }
  return states;
}

/** The ids shown indeterminate: a menu with only some of its buttons granted, for instance. */
export function indeterminateKeys(states: ReadonlyMap<string, CheckState>): Set<string> {
  const keys = new Set<string>();
  for (const [id, state] of states) if (state === 'indeterminate') keys.add(id);
  return keys;
}
