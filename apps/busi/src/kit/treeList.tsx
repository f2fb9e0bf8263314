// A list declared as a tree (`defineResource`'s `tree`): its rows in tree order with their depths,
// and its row header indented by depth.
import type { ListColumn } from './columns.tsx';
import type { Resource } from './defineResource.ts';
import { TreeName } from './TreeName.tsx';
import { inTreeOrder } from './tree.ts';

/** A whole list in the order it shows: a tree in tree order, with each row's depth by key. */
export function placed<Row extends object>(
  resource: Resource<Row, string>,
  answer: readonly Row[] | undefined,
): { whole: readonly Row[] | undefined; depths: ReadonlyMap<string, number> } {
  const { tree } = resource;
  if (!answer || !tree) return { whole: answer, depths: new Map() };
  const ordered = inTreeOrder(
    answer.map((row) => ({ id: resource.key(row), parentId: tree.parentId(row), name: resource.name(row), row })),
  );
  return {
    whole: ordered.map(({ unit }) => unit.row),
    depths: new Map(ordered.map(({ unit, depth }) => [unit.id, depth])),
  };
}

/** In a tree list, the row header's cells indented by depth, sub-units marked with a branch. */
export function withTreeNames<Row extends object>(
  columns: readonly ListColumn<Row>[],
  resource: Resource<Row, string>,
  depth: (row: Row) => number,
): readonly ListColumn<Row>[] {
  if (!resource.tree) return columns;
  return columns.map((column) =>
    column.isRowHeader && !column.render
      ? {
          ...column,
          render: (row: Row) => <TreeName name={String(column.value?.(row) ?? '')} depth={depth(row)} />,
        }
      : column,
  );
}
