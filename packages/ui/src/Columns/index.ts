export { Columns, type ColumnsAlign, type ColumnsProps, type ColumnWidth, columnsAligns } from './Columns.tsx';
