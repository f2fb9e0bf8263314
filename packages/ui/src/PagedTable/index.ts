export {
  type Column,
  type ColumnAlign,
  columnAlignments,
  defaultPageSizes,
  PagedTable,
  type PagedTableProps,
  type TableLayout,
  type TableSelectionMode,
  tableLayouts,
  tableSelectionModes,
} from './PagedTable.tsx';
export { clampPage, type PageItem, pageCountOf, pageItems, parseJumpPage, rowRangeOf } from './pagination.ts';
export * from './tableSettings.ts';
