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
export {
  applyTableSettings,
  canHideColumn,
  defaultTableSettings,
  orderedColumns,
  parseTableSettings,
  rowHeaderKeyOf,
  type SettableColumn,
  type TableDensity,
  type TableSettings,
  type TitledColumn,
  tableDensities,
} from './tableSettings.ts';
