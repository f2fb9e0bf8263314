import * as css from './ResourceList.css.ts';

/** A unit's name in a tree table, indented by its depth, sub-units marked with a branch. */
export function TreeName({ name, depth }: { name: string; depth: number }) {
  return (
    <span className={css.treeName} style={{ paddingInlineStart: `${depth * 1.5}em` }}>
      {depth > 0 ? (
        <span className={css.branchMark} aria-hidden="true">
          └
        </span>
      ) : null}
      {name}
    </span>
  );
}
