import { createContext, type KeyboardEvent, useCallback, useContext, useMemo, useState } from 'react';
import {
  Tree as AriaTree,
  Button,
  Checkbox,
  Collection,
  type Key,
  ListLayout,
  type Selection,
  TreeItem,
  TreeItemContent,
  Virtualizer,
} from 'react-aria-components';
import { StrokeIcon } from '../Field/icons.tsx';
import { useKitStrings } from '../i18n/strings.ts';
import * as styles from './Tree.css.ts';
import { treeStrings } from './Tree.strings.ts';
import {
  applySelectionChange,
  type CheckState,
  computeCheckStates,
  indeterminateKeys,
  indexTree,
  normalizeChecked,
} from './treeSelection.ts';

/** A node of a permission or organisation tree. */
export interface TreeNode {
  /** A unique id across the whole tree; what selection and expansion report. */
  id: string;
  /** The text shown, also used for type-ahead. */
  label: string;
  /** Child nodes; a node with children can be expanded. */
  children?: readonly TreeNode[];
  /** Locks the node and its subtree: they cannot be checked or unchecked, but can still be expanded. */
  isDisabled?: boolean;
}

/** What `onSelectionChange` reports besides the checked ids. */
export interface TreeSelectionDetail {
  /** Nodes with some but not all descendants checked, e.g. a menu with some of its buttons granted. */
  indeterminateKeys: Set<string>;
}

export interface TreeProps {
  /** The nodes at the top level. */
  items: readonly TreeNode[];
  /** The accessible name of the tree, e.g. '功能权限'. */
  'aria-label'?: string;
  /** The id of an element naming the tree, instead of `aria-label`. */
  'aria-labelledby'?: string;
  /**
   * Shows a tri-state checkbox on each node: checking a parent checks its subtree, a parent with
   * some checked descendants shows indeterminate.
   * @default false
   */
  checkable?: boolean;
  /** The checked ids (controlled). A checked parent implies its whole subtree. */
  selectedKeys?: Iterable<string>;
  /** The checked ids at first render (uncontrolled). */
  defaultSelectedKeys?: Iterable<string>;
  /** Called with the complete set of checked ids after each change. */
  onSelectionChange?: (keys: Set<string>, detail: TreeSelectionDetail) => void;
  /** The expanded ids (controlled). */
  expandedKeys?: Iterable<string>;
  /** The expanded ids at first render (uncontrolled). */
  defaultExpandedKeys?: Iterable<string>;
  /** Called with the expanded ids when a node expands or collapses. */
  onExpandedChange?: (keys: Set<string>) => void;
  /**
   * A fixed height for the scroll area (a number is pixels). When given, only the visible rows are
   * rendered, so trees of thousands of nodes stay fast.
   */
  height?: number | string;
  /** Extra class names for the tree element. */
  className?: string;
}

const CheckStatesContext = createContext<ReadonlyMap<string, CheckState>>(new Map());

function ChevronIcon() {
  return (
    <svg className={styles.chevronIcon} viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false">
      <path d="m4.5 2.5 3.5 3.5-3.5 3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function TreeCheckbox({ id }: { id: Key }) {
  const state = useContext(CheckStatesContext).get(String(id));
  const isIndeterminate = state === 'indeterminate';
  return (
    <Checkbox slot="selection" isIndeterminate={isIndeterminate} className={styles.checkbox}>
      {({ isSelected }) => (
        <span className={styles.checkboxBox}>
          {isIndeterminate ? (
            <svg className={styles.checkIcon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M3 6h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : isSelected ? (
            <StrokeIcon className={styles.checkIcon} d="m2.5 6.2 2.3 2.3 4.7-5" box={12} strokeWidth={1.8} />
          ) : null}
        </span>
      )}
    </Checkbox>
  );
}

function renderNode(node: TreeNode) {
  return (
    <TreeItem id={node.id} textValue={node.label} className={styles.row}>
      <TreeItemContent>
        {({ hasChildItems, selectionMode, id }) => (
          <>
            {hasChildItems ? (
              <Button slot="chevron" className={styles.chevron}>
                <ChevronIcon />
              </Button>
            ) : (
              <span className={styles.chevronSpacer} />
            )}
            {selectionMode !== 'none' ? <TreeCheckbox id={id} /> : null}
            <span className={styles.label}>{node.label}</span>
          </>
        )}
      </TreeItemContent>
      {node.children && node.children.length > 0 ? <Collection items={node.children}>{renderNode}</Collection> : null}
    </TreeItem>
  );
}

const toSet = (keys: Iterable<Key>) => new Set([...keys].map(String));

/**
 * A tree for permissions and organisations: expandable nodes, optional tri-state checkboxes.
 * Keyboard: Up and Down move, Right expands or enters, Left collapses or leaves, Enter expands or
 * collapses, Space checks, typing a label jumps to it.
 *
 * Accessibility: A `treegrid`: Up and Down move, Right expands or enters, Left collapses or leaves,
 * Enter expands or collapses, Space checks, typing a label jumps to it. Each row says its level,
 * whether it is expanded and its checked, unchecked or mixed state.
 */
export function Tree({
  items,
  checkable = false,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  expandedKeys,
  defaultExpandedKeys,
  onExpandedChange,
  height,
  className,
  ...aria
}: TreeProps) {
  const t = useKitStrings(treeStrings);
  const nodes = items ?? [];
  const index = useMemo(() => indexTree(nodes), [nodes]);

  const [ownChecked, setOwnChecked] = useState<Set<string>>(() => new Set(defaultSelectedKeys ?? []));
  const checked = useMemo(() => normalizeChecked(index, selectedKeys ?? ownChecked), [index, selectedKeys, ownChecked]);
  const states = useMemo(() => computeCheckStates(index, checked), [index, checked]);

  const [ownExpanded, setOwnExpanded] = useState<Set<string>>(() => new Set(defaultExpandedKeys ?? []));
  const expanded = useMemo(() => (expandedKeys ? new Set(expandedKeys) : ownExpanded), [expandedKeys, ownExpanded]);

  const changeExpanded = useCallback(
    (keys: Set<string>) => {
      if (!expandedKeys) setOwnExpanded(keys);
      onExpandedChange?.(keys);
    },
    [expandedKeys, onExpandedChange],
  );

  const changeSelection = (keys: Selection) => {
    const next = applySelectionChange(index, checked, keys === 'all' ? 'all' : toSet(keys));
    if (selectedKeys === undefined) setOwnChecked(next);
    onSelectionChange?.(next, { indeterminateKeys: indeterminateKeys(computeCheckStates(index, next)) });
  };

  // With checkboxes, react-aria lets Enter check a row like Space; here Enter expands, as the
  // tree's keyboard contract promises, and Space stays the key that checks.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!checkable || event.key !== 'Enter') return;
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'row' || !target.hasAttribute('aria-expanded')) return;
    const key = target.dataset.key;
    if (key === undefined) return;
    event.preventDefault();
    event.stopPropagation();
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    changeExpanded(next);
  };

  const treeElement = (
    <AriaTree
      {...aria}
      items={nodes}
      className={[styles.tree, className].filter(Boolean).join(' ')}
      style={height !== undefined ? { height } : undefined}
      selectionMode={checkable ? 'multiple' : 'none'}
      selectedKeys={checked}
      onSelectionChange={changeSelection}
      disabledKeys={index.locked}
      disabledBehavior="selection"
      expandedKeys={expanded}
      onExpandedChange={(keys) => changeExpanded(toSet(keys))}
      renderEmptyState={() => <span className={styles.emptyText}>{t('empty')}</span>}
    >
      {renderNode}
    </AriaTree>
  );

  return (
    <CheckStatesContext.Provider value={states}>
      {/* Only listens for Enter bubbling from the tree's rows; the rows are the interactive elements. */}
      <div className={styles.keyScope} onKeyDownCapture={onKeyDownCapture}>
        {height !== undefined ? (
          <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: styles.treeRowHeight }}>
            {treeElement}
          </Virtualizer>
        ) : (
          treeElement
        )}
      </div>
    </CheckStatesContext.Provider>
  );
}
